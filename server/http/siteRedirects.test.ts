/** @jest-environment node */
import { canonicalPath } from './siteRedirects';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cacheControl';

describe('canonicalPath (spec section 2)', () => {
  it.each([
    ['/docs', '/docs/'],
    ['/Docs/Esign-Rest-API/', '/docs/esign-rest-api/'],
    ['/Tools/Postman?Env=Demo', '/tools/postman/?Env=Demo'],
    ['///evil.example/x', '/evil.example/x/'],
    ['/\\evil.example/x', '/evil.example/x/'],
  ])('%s → %s', (from, to) => {
    expect(canonicalPath(from)).toBe(to);
  });

  it.each([
    '/',
    '/docs/',
    '/sitemap.xml',
    '/Guide.PDF',
    '/404.html',
    '/static/ABC/Logo.png',
    '/api/User',
    '/auth/login?returnTo=/X',
    '/sandbox/oauth/auth',
    '/swaggerfile/Repo/Ref',
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
