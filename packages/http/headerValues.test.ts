/** @jest-environment node */
import { createServer } from 'node:http';
import { contentDisposition, cspSource, locationHeader, webLocation } from './headerValues';

/** Node's own check of a header value: it throws for CR, LF and characters past U+00FF. */
async function nodeTakes(value: string): Promise<boolean> {
  const server = createServer((_request, response) => {
    try {
      response.setHeader('x-value', value);
      response.end('taken');
    } catch {
      response.statusCode = 500;
      response.end('refused');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    return (await (await fetch(`http://127.0.0.1:${port}/`)).text()) === 'taken';
  } finally {
    server.close();
  }
}

describe('contentDisposition', () => {
  it.each([
    ['Contract.pdf', 'inline', 'inline; filename="Contract.pdf"'],
    ['api_ESignature-v2.1.json', 'attachment', 'attachment; filename="api_ESignature-v2.1.json"'],
    [
      '契約 "draft".pdf',
      'file',
      `file; filename="__ _draft_.pdf"; filename*=UTF-8''%E5%A5%91%E7%B4%84%20%22draft%22.pdf`,
    ],
    ['a\r\nSet-Cookie: x=1.pdf', 'attachment', 'attachment; filename="a__Set-Cookie: x=1.pdf"'],
    ['../../etc/passwd', 'attachment', 'attachment; filename=".._.._etc_passwd"'],
    ['back\\slash.pdf', 'attachment', 'attachment; filename="back_slash.pdf"'],
    ['', 'attachment', 'attachment; filename="download"'],
  ] as const)('%j as %s', async (name, type, header) => {
    expect(contentDisposition(name, type)).toBe(header);
    expect(await nodeTakes(header)).toBe(true);
  });

  it('cuts a long name to 200 characters, never splitting a character', () => {
    const header = contentDisposition('😀'.repeat(300));
    expect(header).toContain(`filename*=UTF-8''${encodeURIComponent('😀'.repeat(200))}`);
  });
});

describe('locationHeader', () => {
  it.each([
    [
      'https://app.example/done?event=signing_complete',
      'https://app.example/done?event=signing_complete',
    ],
    ['http://127.0.0.1:3000/back path/契', 'http://127.0.0.1:3000/back%20path/%E5%A5%91'],
    ['/docs/Ä/', '/docs/%C3%84/'],
    ['/docs/%C3%A9t%C3%A9/', '/docs/%C3%A9t%C3%A9/'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['/a\r\nSet-Cookie:%20x', '/a%0D%0ASet-Cookie:%20x'],
  ])('%j → %j', async (target, location) => {
    expect(locationHeader(target)).toBe(location);
    expect(await nodeTakes(location)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'relative/path'])('refuses %j', (target) => {
    expect(() => locationHeader(target)).toThrow();
  });

  it('answers a kept web address, and nothing for anything else', () => {
    expect(webLocation('https://app.example/back')).toBe('https://app.example/back');
    expect(webLocation('javascript:alert(1)')).toBeUndefined();
    expect(webLocation('not a url')).toBeUndefined();
  });
});

describe('cspSource', () => {
  it.each([
    ['https://app.example/return?x=1', 'https://app.example'],
    ['http://127.0.0.1:3000/back', 'http://127.0.0.1:3000'],
    ['http://[::1]:8080/', 'http://[::1]:8080'],
    ['https://exämple.test/', 'https://xn--exmple-cua.test'],
  ])('%s → %s', (url, source) => {
    expect(cspSource(url)).toBe(source);
  });

  it.each([
    'http://app.example;script-src*/',
    "http://a';script-src 'unsafe-inline/",
    'http://a,b/',
    'http://a*b/',
    'javascript:alert(1)',
    'not a url',
    undefined,
    null,
  ])('gives no source for %j', (url) => {
    expect(cspSource(url)).toBeUndefined();
  });
});
