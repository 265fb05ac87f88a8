/** @jest-environment node */
import { ADMIN, MEMBER, bearer, signIn, startServer, type RunningServer } from './testServer';

let server: RunningServer;
let admin: Record<string, string>;
let integrationKeyId: string;
let secretKey: string;

beforeAll(async () => {
  server = await startServer();
  admin = bearer(await signIn(server.base, ADMIN));
  const created = await fetch(`${server.base}/api/applications`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Token generator',
      redirect_uris: [`${server.base}/token-generator/`],
      shouldCreateSecretKey: true,
      shouldCreateRSAKey: false,
    }),
  });
  const key = await created.json();
  integrationKeyId = key.client_id;
  secretKey = key.secrets[0].secret;
});
afterAll(() => server.close());

/** The token generator's own sign-in at the platform, which ends at /token-generator/?code=. */
async function authorizationCode(user = ADMIN): Promise<string> {
  const response = await fetch(`${server.base}/sandbox/oauth/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      response_type: 'code',
      client_id: integrationKeyId,
      redirect_uri: `${server.base}/token-generator/`,
      scope: 'signature',
      state: 'token-generator',
      email: user.email,
      password: user.password,
    }).toString(),
    redirect: 'manual',
  });
  return new URL(response.headers.get('location')!).searchParams.get('code')!;
}

const exchange = (query: Record<string, string>, headers = admin) =>
  fetch(`${server.base}/api/access-token?${new URLSearchParams(query)}`, { headers });

describe('GET /api/access-token', () => {
  it('exchanges the code with the key’s secret for a working access token', async () => {
    const response = await exchange({
      integrationKeyId,
      secretKey,
      authorizationCode: await authorizationCode(),
    });
    expect(response.status).toBe(200);
    const token = await response.json();
    expect(Object.keys(token).sort()).toEqual([
      'access_token',
      'expires_in',
      'scope',
      'token_type',
    ]);
    const user = await fetch(`${server.base}/api/user`, { headers: bearer(token.access_token) });
    expect((await user.json()).email).toBe(ADMIN.email);
  });

  it('answers 400 with the OAuth error for a used or wrong code', async () => {
    const response = await exchange({ integrationKeyId, secretKey, authorizationCode: 'wrong' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.any(String),
    });
  });

  it('answers 400 (not 401) for a wrong secret, so the user stays signed in', async () => {
    const response = await exchange({
      integrationKeyId,
      secretKey: 'not-the-secret',
      authorizationCode: await authorizationCode(),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_client');
  });

  it('answers 400 naming each missing parameter', async () => {
    const response = await exchange({ integrationKeyId, secretKey });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      field: 'authorizationCode',
      message: 'authorizationCode is required',
    });
  });

  it('answers 401 without a bearer token', async () => {
    const response = await exchange({ integrationKeyId, secretKey, authorizationCode: 'x' }, {});
    expect(response.status).toBe(401);
  });

  it('keeps the secret and the code out of the logs', async () => {
    const code = await authorizationCode(MEMBER);
    await exchange({ integrationKeyId, secretKey, authorizationCode: code });
    const logs = server.logs.join('');
    expect(logs).toContain('/api/access-token?');
    expect(logs).not.toContain(secretKey);
    expect(logs).not.toContain(code);
  });
});
