/** @jest-environment node */
import { canonicalPath } from './siteRedirects';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cacheControl';

describe('canonicalPath (docs/behaviour.md §2)', () => {
  it.each([
    ['/docs', '/docs/'],
    ['/Docs/Esign-Rest-API/', '/docs/esign-rest-api/'],
    ['/Tools/Postman?Env=Demo', '/tools/postman/?Env=Demo'],
    ['///evil.example/x', '/evil.example/x/'],
    ['/\\evil.example/x', '/evil.example/x/'],
    // A dot in a page path does not make it a file (docs/behaviour.md §2 exempts .html/.xml/.pdf only).
    ['/Docs/Foo/V2.1', '/docs/foo/v2.1/'],
    ['/docs/esign-rest-api/v2.1', '/docs/esign-rest-api/v2.1/'],
    ['/docs/esign-rest-api/v2.1/Reference', '/docs/esign-rest-api/v2.1/reference/'],
    ['/Docs/Release-1.0?Tab=A', '/docs/release-1.0/?Tab=A'],
    ['//evil.example/app.js', '/evil.example/app.js'],
  ])('%s → %s', (from, to) => {
    expect(canonicalPath(from)).toBe(to);
  });

  it('leaves a dotted path alone when the build has a file there', () => {
    const isFile = (path: string) => path === '/downloads/Spec.v2.1';
    expect(canonicalPath('/downloads/Spec.v2.1', isFile)).toBeUndefined();
    expect(canonicalPath('/downloads/Other.v2.1', isFile)).toBe('/downloads/other.v2.1/');
  });

  it('does not ask about paths that cannot be files or are known to be', () => {
    const asked: string[] = [];
    const isFile = (path: string) => {
      asked.push(path);
      return false;
    };
    for (const url of ['/Docs/Guide', '/', '/a.html', '/app-1a2b.js', '/page-data/x.json']) {
      canonicalPath(url, isFile);
    }
    expect(asked).toEqual([]);
  });

  it.each([
    '/',
    '/docs/',
    '/sitemap.xml',
    '/Guide.PDF',
    '/404.html',
    '/static/ABC/Logo.png',
    '/Docs/Index.HTML',
    '/app-0123456789abcdef0123.js',
    '/component---src-templates-method-tsx-0a1b.js.map',
    '/styles.89abcdef01234567.css',
    '/page-data/Docs/page-data.json',
    '/page-data/sq/d/123.json',
    '/sw.js',
    '/manifest.webmanifest',
    '/favicon.ico',
    '/robots.txt',
    '/icons/Icon-48x48.svg',
    '/fonts/Inter.woff2',
    '/search-index.json.gz',
    '/api/User',
    '/auth/login?returnTo=/X',
    '/sandbox/oauth/auth',
    '/swaggerfile/Repo/Ref',
    // Any spelling of a server route is the router's to answer (404), never a page redirect.
    '/mcp',
    '//api/user',
    '/API/user',
    '/%61pi/user',
    '/%2561pi/user',
    '/api;x=1/user',
    '/x/%2e%2e/sandbox/test/suspend-user',
  ])('leaves %s alone', (url) => {
    expect(canonicalPath(url)).toBeUndefined();
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['app-d1a92dc981b6713dd605.js', IMMUTABLE],
    ['component---src-templates-method-tsx-0a1b2c3d4e5f6a7b8c9d.js', IMMUTABLE],
    ['styles.0123abcd4567ef89.css', IMMUTABLE],
    ['static/0123456789abcdef/font.woff2', IMMUTABLE],
    ['index.html', NO_CACHE],
    ['docs/index.html', NO_CACHE],
    ['page-data/docs/page-data.json', NO_CACHE],
    ['page-data/app-data.json', NO_CACHE],
    ['sw.js', NO_CACHE],
    ['manifest.webmanifest', NO_CACHE],
  ])('%s: %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
