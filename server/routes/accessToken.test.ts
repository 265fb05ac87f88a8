/** @jest-environment node */
import {
  signIn as sandboxSignIn,
  startSandbox,
  type RunningSandbox,
} from '@developer-center/sandbox/test-support/sandbox';
import { startPlatformProxy, type PlatformProxy } from '../../test-support/platformProxy';
import {
  ADMIN,
  MEMBER,
  bearer,
  expireTokens,
  signIn,
  startServer,
  suspendUser,
  type RunningServer,
} from '../../test-support/testServer';

let server: RunningServer;
let admin: Record<string, string>;
let integrationKeyId: string;
let secretKey: string;

beforeAll(async () => {
  server = await startServer({ SANDBOX_TEST_HOOKS: '1' });
  admin = bearer(await signIn(server.base, ADMIN));
  ({ integrationKeyId, secretKey } = await createKey(server.base, admin));
});
afterAll(() => server.close());

/** An integration key registered for the token generator page of the server at `base`. */
async function createKey(base: string, headers: Record<string, string>) {
  const created = await fetch(`${base}/api/applications`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Token generator',
      redirect_uris: [`${base}/token-generator/`],
      shouldCreateSecretKey: true,
      shouldCreateRSAKey: false,
    }),
  });
  const key = await created.json();
  return { integrationKeyId: key.client_id as string, secretKey: key.secrets[0].secret as string };
}

/** The token generator's own sign-in at the platform, which ends at /token-generator/?code=. */
async function authorizationCode(
  user = ADMIN,
  { platform = `${server.base}/sandbox`, site = server.base, clientId = integrationKeyId } = {},
): Promise<string> {
  const response = await fetch(`${platform}/oauth/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: `${site}/token-generator/`,
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

  it('answers 400 with the platform’s OAuth error for a used or wrong code', async () => {
    const response = await exchange({ integrationKeyId, secretKey, authorizationCode: 'wrong' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringMatching(/\S/),
    });
    expect(body.message).toBe(body.error_description);
  });

  it('answers 401 for a revoked token without using up the code', async () => {
    const revoked = await signIn(server.base, ADMIN);
    await fetch(`${server.base}/auth/logout`, { method: 'POST', headers: bearer(revoked) });
    const code = await authorizationCode();
    const refused = await exchange(
      { integrationKeyId, secretKey, authorizationCode: code },
      bearer(revoked),
    );
    expect(refused.status).toBe(401);
    expect((await refused.json()).errorCode).toBe('AUTHORIZATION_INVALID_TOKEN');
    // The caller's token was checked before the exchange: the code still works.
    expect((await exchange({ integrationKeyId, secretKey, authorizationCode: code })).status).toBe(
      200,
    );
  });

  it('answers 401 for an expired token', async () => {
    const member = bearer(await signIn(server.base, MEMBER));
    await expireTokens(server.base, MEMBER.email);
    const code = await authorizationCode();
    const response = await exchange(
      { integrationKeyId, secretKey, authorizationCode: code },
      member,
    );
    expect(response.status).toBe(401);
  });

  it('passes the platform’s 403 through for a user it refuses', async () => {
    const member = bearer(await signIn(server.base, MEMBER));
    const code = await authorizationCode();
    await suspendUser(server.base, MEMBER.email);
    try {
      const response = await exchange(
        { integrationKeyId, secretKey, authorizationCode: code },
        member,
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        errorCode: 'USER_LACKS_PERMISSIONS',
        message: 'This user has been suspended and may not use the platform.',
      });
    } finally {
      await suspendUser(server.base, MEMBER.email, false);
    }
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

/** The exchange itself failing after the caller's token was accepted: a proxy in between. */
describe('GET /api/access-token when the token endpoint fails', () => {
  let sandbox: RunningSandbox;
  let proxy: PlatformProxy;
  let proxied: RunningServer;
  let key: { integrationKeyId: string; secretKey: string };
  let caller: Record<string, string>;

  beforeAll(async () => {
    sandbox = await startSandbox();
    proxy = await startPlatformProxy(sandbox.origin);
    proxied = await startServer({ PLATFORM_BASE_URL: proxy.base, PLATFORM_TIMEOUT_MS: '500' });
    caller = bearer((await sandboxSignIn(sandbox, ADMIN)).access_token);
    key = await createKey(proxied.base, caller);
  });
  afterEach(() => {
    proxy.rules = [];
  });
  afterAll(async () => {
    await proxied.close();
    await proxy.close();
    await sandbox.close();
  });

  async function exchangeThroughProxy() {
    const code = await authorizationCode(ADMIN, {
      platform: sandbox.base,
      site: proxied.base,
      clientId: key.integrationKeyId,
    });
    const query = new URLSearchParams({ ...key, authorizationCode: code });
    return fetch(`${proxied.base}/api/access-token?${query}`, { headers: caller });
  }

  it('exchanges through the proxy when nothing fails', async () => {
    expect((await exchangeThroughProxy()).status).toBe(200);
  });

  it('answers 502 when the token endpoint cannot be reached', async () => {
    proxy.rules = [{ path: /\/oauth\/token$/, drop: true }];
    const response = await exchangeThroughProxy();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'The platform could not be reached' });
  });

  it('answers 504 when the token endpoint is too slow', async () => {
    proxy.rules = [{ path: /\/oauth\/token$/, delayMs: 5000 }];
    const started = Date.now();
    const response = await exchangeThroughProxy();
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: 'The platform did not answer in time' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
