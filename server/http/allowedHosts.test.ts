/** @jest-environment node */
import { startServer, type RunningServer } from '../../test-support/testServer';

// Issue 16.2 and 16.3: the Host header and X-Forwarded-* never choose where sign-in goes.
describe('allowed hosts and the public origin', () => {
  let server: RunningServer;
  afterEach(() => server?.close());

  it('answers 421 for a host name that is not allowed, on pages and on /auth and /api', async () => {
    server = await startServer();
    for (const url of ['/auth/login', '/api/search?q=x', '/']) {
      const response = await server.app.inject({ url, headers: { host: 'evil.example' } });
      expect(response.statusCode).toBe(421);
      expect(response.headers.location).toBeUndefined();
    }
    const postman = await server.app.inject({
      method: 'POST',
      url: '/api/postman/environment',
      headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'iKey=a&iSec=b&hostenv=demo',
    });
    expect(postman.statusCode).toBe(421);
  });

  it('answers for the loopback names on any port', async () => {
    server = await startServer();
    for (const host of ['localhost:9000', '127.0.0.1', '[::1]:8080']) {
      const response = await server.app.inject({ url: '/auth/login', headers: { host } });
      expect(response.statusCode).toBe(302);
    }
  });

  it('builds the sign-in redirect from DEVCENTER_SITE_URL, not from X-Forwarded-Host', async () => {
    server = await startServer({
      DEVCENTER_SITE_URL: 'https://developers.example',
      TRUST_PROXY: '1',
    });
    const forged = await server.app.inject({
      url: '/auth/login',
      headers: { host: 'developers.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(forged.statusCode).toBe(421);
    const response = await server.app.inject({
      url: '/auth/login',
      headers: { host: 'developers.example', 'x-forwarded-proto': 'https' },
    });
    const authorize = new URL(String(response.headers.location));
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'https://developers.example/auth/callback',
    );
  });

  it('TRUST_PROXY=1 trusts one hop: a client-written X-Forwarded-For cannot rotate past the rate limit', async () => {
    server = await startServer({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '3' });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await server.app.inject({
        url: '/api/search?q=x',
        // The client wrote the first address; the proxy added the one it saw.
        headers: { 'x-forwarded-for': `198.51.100.${index}, 203.0.113.7` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
