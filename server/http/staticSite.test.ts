/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, tempDir, type RunningServer } from '../../test-support/testServer';
import { builtFileCheck } from './staticSite';

/** A miniature Gatsby build: pages, hashed bundles, page-data, static files, error pages. */
function fakeBuild(): string {
  const root = tempDir('public-');
  const files: Record<string, string> = {
    'index.html': '<!doctype html><h1>Home</h1>',
    'docs/esign-rest-api/reference/index.html': `<!doctype html><h1>Reference</h1>${'<p>text</p>'.repeat(500)}`,
    '404.html': '<!doctype html><h1>Page not found</h1>',
    '500.html': '<!doctype html><h1>Something went wrong</h1>',
    'app-0123456789abcdef0123.js': `console.log(${JSON.stringify('x'.repeat(5000))});`,
    'styles.89abcdef01234567.css': 'body{margin:0}',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'page-data/index/page-data.json': '{"path":"/"}',
    'page-data/app-data.json': '{"webpackCompilationHash":"abc"}',
    'static/d41d8cd98f00b204e9800998ecf8427e/logo.png': 'png',
    'sitemap.xml': '<urlset/>',
    'Guide.PDF': 'pdf',
    'docs/foo/v2.1/index.html': '<!doctype html><h1>Version 2.1</h1>',
    'manifest.webmanifest': '{}',
    'search/Index.en.dat': 'index',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ PUBLIC_DIR: fakeBuild(), RATE_LIMIT_MAX: '3' }, (app) => {
    // Stand-ins for a route that fails unexpectedly, on a page path and on an API path.
    const fail = async () => {
      throw new Error('internal detail /srv/secret/path');
    };
    app.get('/broken/', fail);
    app.get('/api/broken', fail);
  });
});
afterAll(() => server.close());

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${pathname}`, { headers, redirect: 'manual' });

describe('redirects (docs/behaviour.md §2)', () => {
  it.each([
    ['/docs/esign-rest-api/reference', '/docs/esign-rest-api/reference/'],
    ['/Docs/ESign-REST-API/Reference/', '/docs/esign-rest-api/reference/'],
    ['/Docs/Guide?Tab=One', '/docs/guide/?Tab=One'],
    ['//evil.example', '/evil.example/'],
    ['//evil.example/path', '/evil.example/path/'],
    ['/Docs/Foo/V2.1', '/docs/foo/v2.1/'],
    ['/docs/foo/v2.1', '/docs/foo/v2.1/'],
    ['/docs/esign-rest-api/v2.1', '/docs/esign-rest-api/v2.1/'],
    ['/search/Index.en.dat/', '/search/index.en.dat/'],
  ])('%s → 301 %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it.each([
    '/',
    '/sitemap.xml',
    '/Guide.PDF',
    '/404.html',
    '/sw.js',
    '/app-0123456789abcdef0123.js',
    '/styles.89abcdef01234567.css',
    '/page-data/index/page-data.json',
    '/static/d41d8cd98f00b204e9800998ecf8427e/logo.png',
    '/manifest.webmanifest',
    // An existing file of an unlisted type keeps its exact name.
    '/search/Index.en.dat',
  ])('leaves %s alone', async (file) => {
    expect((await get(file)).status).toBe(200);
  });

  it('serves the dotted page after its redirect', async () => {
    const response = await get('/docs/foo/v2.1/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Version 2.1');
  });

  it.each(['/app-ffffffffffffffffffff.js', '/page-data/gone/page-data.json'])(
    'answers a missing asset %s with 404, not a redirect',
    async (file) => {
      const response = await get(file);
      await response.arrayBuffer(); // read it: an unread answer keeps its connection busy
      expect(response.status).toBe(404);
    },
  );
});

describe('builtFileCheck', () => {
  it('finds files of the build, not folders, nothing outside it, nothing malformed', () => {
    const parent = tempDir();
    const root = path.join(parent, 'public');
    mkdirSync(path.join(root, 'search'), { recursive: true });
    mkdirSync(path.join(root, 'docs/foo/v2.1'), { recursive: true });
    writeFileSync(path.join(root, 'search/Index.en.dat'), 'index');
    writeFileSync(path.join(parent, 'outside.v1'), 'secret');
    const isFile = builtFileCheck(root);
    expect(isFile('/search/Index.en.dat')).toBe(true);
    expect(isFile('/search/Index%2Een.dat')).toBe(true);
    expect(isFile('/docs/foo/v2.1')).toBe(false);
    expect(isFile('/search/index.en.dat/missing')).toBe(false);
    expect(isFile('/../outside.v1')).toBe(false);
    expect(isFile('/%2e%2e/outside.v1')).toBe(false);
    expect(isFile('/bad%zz.v1')).toBe(false);
    expect(isFile('/nul%00.v1')).toBe(false);
  });
});

describe('cache headers', () => {
  it.each([
    ['/app-0123456789abcdef0123.js', 'public, max-age=31536000, immutable'],
    ['/styles.89abcdef01234567.css', 'public, max-age=31536000, immutable'],
    ['/static/d41d8cd98f00b204e9800998ecf8427e/logo.png', 'public, max-age=31536000, immutable'],
    ['/', 'no-cache'],
    ['/docs/esign-rest-api/reference/', 'no-cache'],
    ['/page-data/index/page-data.json', 'no-cache'],
    ['/page-data/app-data.json', 'no-cache'],
    ['/sw.js', 'no-cache'],
  ])('%s: %s', async (file, expected) => {
    const response = await get(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(expected);
  });
});

describe('pages and errors', () => {
  it('serves a page with security headers', async () => {
    const response = await get('/docs/esign-rest-api/reference/');
    expect(await response.text()).toContain('<h1>Reference</h1>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await get('/docs/esign-rest-api/reference/', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('<h1>Reference</h1>'); // fetch inflates it
  });

  it('answers an unknown page with the site’s 404 page and status 404', async () => {
    const response = await get('/no/such/page/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('answers an unknown /api path with JSON 404', async () => {
    const response = await get('/api/no-such-route');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('answers a failure on a page with the 500 page, without internals', async () => {
    const response = await get('/broken/');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toContain('Something went wrong');
    expect(body).not.toContain('/srv/secret/path');
  });

  it('answers a failure on /api with JSON {message}, without a stack', async () => {
    const response = await get('/api/broken');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Something went wrong on the server' });
  });
});

describe('rate limit', () => {
  it('limits /api per client but never static files', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await get('/api/user')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await get('/api/user');
    expect(await limited.json()).toEqual({ message: expect.stringMatching(/Rate limit/) });
    for (let i = 0; i < 5; i += 1) expect((await get('/sw.js')).status).toBe(200);
  });
});
