/** @jest-environment node */
import { isServerRoute } from './errors';
import { normalisedPath } from './requestPath';

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

describe('isServerRoute', () => {
  it.each(['/api', '/api/user', '/%61pi/user', '//mcp', '/MCP', '/sandbox;a/oauth', '/auth/login'])(
    '%s is a server route',
    (url) => expect(isServerRoute(url)).toBe(true),
  );
  it.each(['/', '/docs/', '/apis/', '/api-explorer/', '/tools/api-explorer/', '/mcp-guide/'])(
    '%s is a page',
    (url) => expect(isServerRoute(url)).toBe(false),
  );
});
