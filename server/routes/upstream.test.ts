/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import {
  beginSignIn,
  bearer,
  closedPort,
  startServer,
  type RunningServer,
} from '../../test-support/testServer';

const id = '00000000-0000-4000-8000-000000000000';

/** Every /api route with a valid request: only the platform's state decides the answer. */
const calls: [string, string, unknown?][] = [
  ['GET', '/api/user'],
  ['GET', '/api/user/settings'],
  ['GET', '/api/applications'],
  [
    'POST',
    '/api/applications',
    { name: 'k', redirect_uris: [], shouldCreateSecretKey: true, shouldCreateRSAKey: false },
  ],
  ['DELETE', `/api/applications?integrationKeyId=${id}`],
  ['POST', '/api/secrets', { integrationKeyId: id }],
  ['DELETE', `/api/secrets?integrationKeyId=${id}&secretId=${id}`],
  ['DELETE', `/api/keys?integrationKeyId=${id}&keyId=${id}`],
  ['GET', `/api/access-token?integrationKeyId=${id}&secretKey=s&authorizationCode=c`],
];

function send(server: RunningServer, [method, path, body]: [string, string, unknown?]) {
  return fetch(`${server.base}${path}`, {
    method,
    headers: {
      ...bearer('some-token'),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('when the platform cannot be reached', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ PLATFORM_BASE_URL: `http://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => server.close());

  it.each(calls)('%s %s answers 502 with a message', async (...call) => {
    const response = await send(server, call);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'The platform could not be reached' });
  });

  it('sign-in returns to the page with an error flag', async () => {
    const { authorizeUrl, signInCookie } = await beginSignIn(
      server.base,
      '/auth/login?returnTo=/docs/',
    );
    const state = authorizeUrl.searchParams.get('state');
    const response = await fetch(`${server.base}/auth/callback?code=c&state=${state}`, {
      headers: { cookie: signInCookie },
      redirect: 'manual',
    });
    expect(response.headers.get('location')).toBe('/docs/?login_error=unavailable');
  });

  it('sign-out still clears the session', async () => {
    const response = await fetch(`${server.base}/auth/logout`, {
      headers: bearer('some-token'),
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
  });
});

describe('when the platform is too slow', () => {
  let slowPlatform: FastifyInstance;
  let server: RunningServer;
  beforeAll(async () => {
    slowPlatform = Fastify({ forceCloseConnections: true });
    // Takes any body (the token endpoint gets a form) and then keeps the caller waiting.
    slowPlatform.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    slowPlatform.all('/*', async () => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return {};
    });
    await slowPlatform.listen({ host: '127.0.0.1', port: 0 });
    const { port } = slowPlatform.server.address() as { port: number };
    server = await startServer({
      PLATFORM_BASE_URL: `http://127.0.0.1:${port}`,
      PLATFORM_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await server.close();
    await slowPlatform.close();
  });

  it.each(calls)('%s %s answers 504 with a message', async (...call) => {
    const started = Date.now();
    const response = await send(server, call);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: 'The platform did not answer in time' });
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
