/** @jest-environment node */
import { isServerRoute } from './errors';
import { normalisedPath, writtenPath } from './requestPath';

describe('normalisedPath (issue 24.1)', () => {
  it.each([
    ['/api/user?q=1#x', '/api/user'],
    ['/%61pi/user', '/api/user'],
    ['/%2561pi/user', '/api/user'],
    ['/%252561pi/user', '/api/user'],
    ['//API//User', '/api/user'],
    ['/\\api\\user', '/api/user'],
    ['/api;x=1/user;y', '/api/user'],
    ['/x/%2e%2e/api/user', '/api/user'],
    ['/%2e/api/./user', '/api/user'],
    ['/../../api', '/api'],
    ['/api%2Fuser', '/api/user'],
    ['/docs/%C3%A9t%C3%A9/', '/docs/%c3%a9t%c3%a9/'],
    ['/docs/%zz/', '/docs/%zz/'],
    ['', '/'],
  ])('%s → %s', (url, path) => {
    expect(normalisedPath(url)).toBe(path);
  });
});

describe('writtenPath: the same reading with dot segments kept, as the router matches', () => {
  it.each([
    [
      '/swaggerfile/api_ESignature/..%2F..%2Fetc%2Fpasswd',
      '/swaggerfile/api_esignature/../../etc/passwd',
    ],
    ['//SWAGGERFILE//x/%252e%252e?q', '/swaggerfile/x/..'],
    ['/a\\b;c/./d', '/a/b/./d'],
  ])('%s → %s', (url, path) => {
    expect(writtenPath(url)).toBe(path);
  });
});

describe('isServerRoute', () => {
  it.each([
    '/api',
    '/api/user',
    '/%61pi/user',
    '//mcp',
    '/MCP',
    '/sandbox;a/oauth',
    '/auth/login',
    // dot segments resolve to a page, but the router gives the whole to the swaggerfile route
    '/swaggerfile/api_ESignature/..%2F..%2Fetc%2Fpasswd',
    '/swaggerfile/..%2f..%2fdocs%2f/v2.1',
    '/api/..%2f..%2fdocs/',
  ])('%s is a server route', (url) => expect(isServerRoute(url)).toBe(true));
  it.each(['/', '/docs/', '/apis/', '/api-explorer/', '/tools/api-explorer/', '/mcp-guide/'])(
    '%s is a page',
    (url) => expect(isServerRoute(url)).toBe(false),
  );
});
