/** @jest-environment node */
import { safeReturnTo, withFlag } from './returnTo';

describe('safeReturnTo', () => {
  it.each([
    ['/docs/esign-rest-api/', '/docs/esign-rest-api/'],
    ['/tools/api-explorer/?x=1#h', '/tools/api-explorer/?x=1#h'],
    ['/docs/../token-generator/', '/token-generator/'],
    // Encoded line breaks stay encoded in the Location header: harmless.
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'docs/',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/docs\n/',
    '/auth/login',
    `/${'a'.repeat(3000)}`,
    // Dot segments and encodings that normalise to a protocol-relative path (issue 16.1).
    '/.//evil.example',
    '/..//x',
    '/%2e%2e//x',
    '/%2e//x/y',
    '/a/..//x',
    '/%2f/evil.example',
    '/%5cevil.example',
    '/.%2f%2fevil.example',
    '/%252f%252fevil.example',
    '/%2e/%5c/x',
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('never returns a path that a browser reads as another host, whatever the decoding', () => {
    for (const value of ['/.//evil.example', '/a/..//x', '/%2e%2e//x', '/x/%2e%2e/%2fy']) {
      const result = safeReturnTo(value);
      let decoded = result;
      for (let round = 0; round < 3; round += 1) decoded = decodeURIComponent(decoded);
      expect(decoded).not.toMatch(/^\/[/\\]/);
    }
  });

  it('adds a flag to the query', () => {
    expect(withFlag('/tools/?a=1#top', 'login_error', 'access_denied')).toBe(
      '/tools/?a=1&login_error=access_denied#top',
    );
  });
});
