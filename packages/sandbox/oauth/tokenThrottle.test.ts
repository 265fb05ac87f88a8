/** @jest-environment node */
import { SANDBOX_PORTAL_CLIENT } from '../seed';
import { basicAuth, startSandbox, type RunningSandbox } from '../test-support/sandbox';
import { MAX_FAILURES } from './loginThrottle';

// Issue 16.6: the token endpoint limits client-secret guessing.
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const token = (secret: string, clientId: string = SANDBOX_PORTAL_CLIENT.clientId) =>
  fetch(`${sandbox.base}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: basicAuth(clientId, secret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x' }).toString(),
  });

it('answers 429 after repeated wrong client secrets, even for the right one then', async () => {
  for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) {
    expect((await token(`guess-${attempt}`)).status).toBe(401);
  }
  const limited = await token(SANDBOX_PORTAL_CLIENT.clientSecret);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  // Another client is not locked out by this one's guesser.
  expect((await token('guess', 'another-client')).status).toBe(401);
});
