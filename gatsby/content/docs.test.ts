/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDocsContent, parseDocFile, pathForFile } from './docs';

const root = '/content/docs';
const file = (relative: string) => path.join(root, relative);

describe('parseDocFile', () => {
  it('reads title, description, layout and order from the front matter', () => {
    const page = parseDocFile(
      '---\ntitle: Click API\ndescription: Clickwraps.\nlayout: contentfulPage\norder: 3\n---\nBody',
      file('click-api/index.md'),
      root,
    );
    expect(page).toMatchObject({
      path: '/docs/click-api/',
      title: 'Click API',
      description: 'Clickwraps.',
      layout: 'contentfulPage',
      order: 3,
      section: 'click-api',
      socialImage: '/images/social/click-api.png',
      noindex: false,
    });
  });

  it('defaults to the threeColumns layout and derives the description from the text', () => {
    const page = parseDocFile('---\ntitle: T\n---\nFirst *words* here.', file('a/b.md'), root);
    expect(page.layout).toBe('threeColumns');
    expect(page.description).toBe('First words here.');
    expect(page.text).toBe('First words here.');
  });

  it('lists h2 and h3 headings with unique ids, and ids them in the HTML', () => {
    const page = parseDocFile(
      '---\ntitle: T\n---\n## Get `started`\n### Step one\n## Get started\n#### Deep',
      file('a/index.md'),
      root,
    );
    expect(page.headings).toEqual([
      { id: 'get-started', text: 'Get started', level: 2 },
      { id: 'step-one', text: 'Step one', level: 3 },
      { id: 'get-started-1', text: 'Get started', level: 2 },
    ]);
    expect(page.html).toContain('<h2 id="get-started">');
    expect(page.html).not.toContain('id="deep"');
  });

  it('truncates a long title to 60 and a long description to 150 characters with an ellipsis', () => {
    const longTitle = 'A very long documentation page title that keeps going well past the limit';
    const longDescription = 'word '.repeat(60);
    const page = parseDocFile(
      `---\ntitle: ${longTitle}\ndescription: ${longDescription}\n---\nx`,
      file('a/index.md'),
      root,
    );
    expect(page.title.length).toBeLessThanOrEqual(60);
    expect(page.title.endsWith('…')).toBe(true);
    expect(page.description.length).toBeLessThanOrEqual(150);
    expect(page.description.endsWith('…')).toBe(true);
  });

  it('rewrites internal links to the link rules and resolves relative ones', () => {
    const page = parseDocFile(
      '---\ntitle: T\n---\n[a](/Docs/Click-API) [b](How-To/Send) [c](https://example.com/X) [d](/500.html)',
      file('esign-rest-api/index.md'),
      root,
    );
    expect(page.html).toContain('href="/docs/click-api/"');
    expect(page.html).toContain('href="/docs/esign-rest-api/how-to/send/"');
    expect(page.html).toContain('href="https://example.com/X"');
    expect(page.html).toContain('href="/500.html"');
  });

  it('marks noindex sections from the path, and lets front matter add noindex', () => {
    expect(
      parseDocFile('---\ntitle: T\n---\nx', file('esign-soap-api/index.md'), root).noindex,
    ).toBe(true);
    expect(
      parseDocFile('---\ntitle: T\nnoindex: true\n---\nx', file('rooms-api/index.md'), root)
        .noindex,
    ).toBe(true);
    expect(parseDocFile('---\ntitle: T\n---\nx', file('rooms-api/index.md'), root).noindex).toBe(
      false,
    );
  });

  it.each([
    'docgensend-api/index.md',
    'esign-soap-api/guides/auth.md',
    'navigator-api/index.md',
    'maestro-api/beta/steps.md',
  ])('front matter noindex: false cannot lift the required noindex of %s', (relative) => {
    const page = parseDocFile('---\ntitle: T\nnoindex: false\n---\nx', file(relative), root);
    expect(page.noindex).toBe(true);
  });

  it('front matter noindex: false on any other page leaves it indexed', () => {
    expect(
      parseDocFile('---\ntitle: T\nnoindex: false\n---\nx', file('rooms-api/index.md'), root)
        .noindex,
    ).toBe(false);
  });

  it('fails with the file named when the title is missing or the layout unknown', () => {
    expect(() => parseDocFile('---\n---\nx', file('a/index.md'), root)).toThrow(
      '/content/docs/a/index.md',
    );
    expect(() => parseDocFile('---\ntitle: T\nlayout: grid\n---\nx', file('a/x.md'), root)).toThrow(
      'unknown layout "grid"',
    );
  });
});

describe('pathForFile', () => {
  it('maps index files to their folder and other files to their name', () => {
    expect(pathForFile(file('esign-rest-api/index.md'), root)).toBe('/docs/esign-rest-api/');
    expect(pathForFile(file('esign-rest-api/How-To/Send.md'), root)).toBe(
      '/docs/esign-rest-api/how-to/send/',
    );
  });
});

describe('loadDocsContent', () => {
  it('refuses two pages with the same path', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-'));
    fs.mkdirSync(path.join(dir, 'a'));
    fs.writeFileSync(path.join(dir, 'a', 'index.md'), '---\ntitle: A\n---\nx');
    fs.writeFileSync(path.join(dir, 'b.md'), '---\ntitle: B\npath: /docs/a/\n---\nx');
    expect(() => loadDocsContent(dir)).toThrow('/docs/a/');
  });

  const pages = loadDocsContent();
  const bases = [
    'admin-api',
    'dsa-api',
    'click-api',
    'esign-rest-api',
    'esign-soap-api',
    'idevidence-api',
    'monitor-api',
    'notary-api',
    'rooms-api',
    'salesforce',
    'tsp-api',
    'clm-api',
    'maestro-api',
    'mobile-sdks',
    'navigator-api',
    'web-forms-api',
    'connected-fields-api',
    'workspaces-api',
    'docgensend-api',
  ];

  it.each(bases)('has a landing page for /docs/%s/ within the metadata limits', (base) => {
    const landing = pages.find((page) => page.path === `/docs/${base}/`);
    expect(landing).toBeDefined();
    expect(landing!.title.length).toBeLessThanOrEqual(60);
    expect(landing!.description.length).toBeLessThanOrEqual(150);
    expect(
      fs.existsSync(path.resolve(__dirname, '../../static', landing!.socialImage.slice(1))),
    ).toBe(true);
  });

  it('renders the Apex toolkit classes as apex pages of the salesforce section', () => {
    const apex = pages.filter((page) => page.apexClass);
    expect(apex.map((page) => page.apexClass)).toEqual(
      expect.arrayContaining(['EnvelopeService', 'Recipient']),
    );
    expect(apex.every((page) => page.layout === 'apex' && page.section === 'salesforce')).toBe(
      true,
    );
    const service = apex.find((page) => page.apexClass === 'EnvelopeService')!;
    expect(service.path).toBe('/docs/salesforce/apex/envelopeservice/');
    expect(service.text).toContain('sendEnvelope');
  });

  it('links every registry API landing page to its API reference', () => {
    const registry = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../content/apis/registry.json'), 'utf8'),
    ) as { route: string }[];
    for (const { route } of registry) {
      const landing = pages.find((page) => page.path === `${route}/`);
      expect(landing?.html).toContain(`href="${route}/reference/"`);
    }
  });
});
