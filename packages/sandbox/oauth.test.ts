/** @jest-environment node */
import { SANDBOX_PORTAL_CLIENT } from './index';
import {
  ADMIN,
  basicAuth,
  bearer,
  exchangeCode,
  form,
  MEMBER,
  obtainCode,
  pkcePair,
  PORTAL_REDIRECT,
  postLogin,
  signIn,
  startSandbox,
  type RunningSandbox,
} from './test-support/sandbox';

const portalBasic = basicAuth(SANDBOX_PORTAL_CLIENT.clientId, SANDBOX_PORTAL_CLIENT.clientSecret);
let sandbox: RunningSandbox;
const HOOKS_SECRET = 'sandbox-hooks-secret-for-tests';
const hooksHeader = { 'content-type': 'application/json', 'x-sandbox-test-secret': HOOKS_SECRET };

beforeAll(async () => {
  sandbox = await startSandbox({ testHooks: HOOKS_SECRET });
});
afterAll(() => sandbox.close());

function authorizeUrl(params: Record<string, string>): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: SANDBOX_PORTAL_CLIENT.clientId,
    redirect_uri: PORTAL_REDIRECT,
    scope: 'signature',
    state: 'xyz',
    ...params,
  });
  return `${sandbox.base}/oauth/auth?${query}`;
}

describe('authorization endpoint', () => {
  it('shows a login form that carries the request in hidden fields', async () => {
    const { challenge } = pkcePair();
    const response = await fetch(
      authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain('form-action');
    const html = await response.text();
    expect(html).toContain('action="/sandbox/oauth/auth/login"');
    expect(html).toContain(`name="code_challenge" value="${challenge}"`);
    expect(html).toContain('name="state" value="xyz"');
    expect(html).toMatch(/type="password"/);
  });

  it('refuses an unknown client_id with a page naming it', async () => {
    const response = await fetch(authorizeUrl({ client_id: 'no-such-client' }), {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('client_id &quot;no-such-client&quot; is not a known');
  });

  it('never redirects to an unregistered redirect_uri', async () => {
    const response = await fetch(
      authorizeUrl({ redirect_uri: 'https://attacker.example/auth/callback' }),
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('is not registered');
  });

  it('accepts any loopback /auth/callback for the portal client, and nothing else', async () => {
    for (const uri of ['http://127.0.0.1:41234/auth/callback', 'http://localhost/auth/callback']) {
      expect((await fetch(authorizeUrl({ redirect_uri: uri }))).status).toBe(200);
    }
    for (const uri of ['http://localhost:9000/other', 'https://localhost:9000/auth/callback']) {
      expect((await fetch(authorizeUrl({ redirect_uri: uri }))).status).toBe(400);
    }
  });

  it('refuses a non-S256 challenge method', async () => {
    const { challenge } = pkcePair();
    const response = await fetch(
      authorizeUrl({ code_challenge: challenge, code_challenge_method: 'plain' }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('code_challenge_method');
  });

  it('answers a wrong password with the form again and 401', async () => {
    const response = await postLogin(sandbox, { password: 'wrong-password' });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('Invalid email or password');
    expect(html).toContain(`value="${ADMIN.email}"`);
  });

  it('refuses further tries with 429 after ten wrong passwords for one email', async () => {
    const fresh = await startSandbox();
    try {
      for (let index = 0; index < 10; index += 1) {
        expect((await postLogin(fresh, { password: `guess-${index}` })).status).toBe(401);
      }
      const blocked = await postLogin(fresh);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(await blocked.text()).toContain('Too many failed sign-in attempts');
      expect(
        (await postLogin(fresh, { email: MEMBER.email, password: MEMBER.password })).status,
      ).toBe(302);
    } finally {
      await fresh.close();
    }
  });

  it('re-checks a tampered redirect_uri on the login post', async () => {
    const response = await postLogin(sandbox, { redirectUri: 'https://attacker.example/cb' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('redirects with a code and the state after a good login', async () => {
    const response = await postLogin(sandbox, { state: 'round-trip' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(PORTAL_REDIRECT);
    expect(location.searchParams.get('state')).toBe('round-trip');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{40,}$/);
  });
});

describe('token endpoint', () => {
  it('exchanges a code with PKCE and the client secret for bearer tokens', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await obtainCode(sandbox, { challenge });
    const response = await exchangeCode(sandbox, { code, code_verifier: verifier }, portalBasic);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: expect.any(String),
      scope: 'signature impersonation',
    });
  });

  it('also accepts a public client proving itself by PKCE alone', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await obtainCode(sandbox, { challenge });
    const response = await exchangeCode(sandbox, {
      code,
      code_verifier: verifier,
      client_id: SANDBOX_PORTAL_CLIENT.clientId,
    });
    expect(response.status).toBe(200);
  });

  it('rejects a wrong code_verifier', async () => {
    const { challenge } = pkcePair();
    const code = await obtainCode(sandbox, { challenge });
    const response = await exchangeCode(
      sandbox,
      { code, code_verifier: pkcePair().verifier },
      portalBasic,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('uses a code once and revokes what a replayed code produced', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await obtainCode(sandbox, { challenge });
    const first = await exchangeCode(sandbox, { code, code_verifier: verifier }, portalBasic);
    const { access_token: accessToken } = await first.json();
    const second = await exchangeCode(sandbox, { code, code_verifier: verifier }, portalBasic);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: expect.stringContaining('already been used'),
    });
    expect(
      (await fetch(`${sandbox.base}/oauth/userinfo`, { headers: bearer(accessToken) })).status,
    ).toBe(401);
  });

  it('rejects a redirect_uri other than the authorization request one', async () => {
    const code = await obtainCode(sandbox);
    const response = await exchangeCode(
      sandbox,
      { code, redirect_uri: 'http://localhost:9999/auth/callback' },
      portalBasic,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers 401 invalid_client for a wrong secret, and without secret or PKCE', async () => {
    const code = await obtainCode(sandbox);
    const wrong = await exchangeCode(
      sandbox,
      { code },
      basicAuth(SANDBOX_PORTAL_CLIENT.clientId, 'not-it'),
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    const bare = await exchangeCode(sandbox, { code, client_id: SANDBOX_PORTAL_CLIENT.clientId });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('answers unsupported_grant_type and invalid_request', async () => {
    const password = await fetch(`${sandbox.base}/oauth/token`, form({ grant_type: 'password' }));
    expect(password.status).toBe(400);
    expect(await password.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const missing = await exchangeCode(sandbox, {}, portalBasic);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: 'invalid_request',
      error_description: 'code is missing.',
    });
  });

  it('refreshes: a new access token works and the old refresh token is spent', async () => {
    const tokens = await signIn(sandbox);
    const refresh = () =>
      fetch(`${sandbox.base}/oauth/token`, {
        ...form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: portalBasic,
        },
      });
    const first = await refresh();
    expect(first.status).toBe(200);
    const renewed = await first.json();
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(
      (await fetch(`${sandbox.base}/oauth/userinfo`, { headers: bearer(renewed.access_token) }))
        .status,
    ).toBe(200);
    const again = await refresh();
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('user info, revocation and expiry', () => {
  it('describes the user and the accounts, whose base_uri is the platform as the request reached it', async () => {
    const { access_token: token } = await signIn(sandbox);
    const response = await fetch(`${sandbox.base}/oauth/userinfo`, { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      sub: ADMIN.userId,
      name: 'Alex Admin',
      given_name: 'Alex',
      family_name: 'Admin',
      email: ADMIN.email,
      created: expect.any(String),
      accounts: [
        {
          account_id: ADMIN.accountId,
          is_default: true,
          account_name: 'Acme Demo',
          base_uri: sandbox.base,
          is_admin: true,
        },
      ],
    });
  });

  it('answers 401 AUTHORIZATION_INVALID_TOKEN for a missing or unknown token', async () => {
    for (const headers of [{}, bearer('made-up-token')]) {
      const response = await fetch(`${sandbox.base}/oauth/userinfo`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ errorCode: 'AUTHORIZATION_INVALID_TOKEN' });
    }
  });

  it('revokes a token', async () => {
    const { access_token: token } = await signIn(sandbox);
    const revoke = await fetch(`${sandbox.base}/oauth/revoke`, form({ token }));
    expect(revoke.status).toBe(200);
    expect((await fetch(`${sandbox.base}/oauth/userinfo`, { headers: bearer(token) })).status).toBe(
      401,
    );
  });

  it('expires a user’s tokens through the test hook', async () => {
    const { access_token: token } = await signIn(sandbox);
    const hook = await fetch(`${sandbox.base}/test/expire-tokens`, {
      method: 'POST',
      headers: hooksHeader,
      body: JSON.stringify({ email: ADMIN.email }),
    });
    expect(hook.status).toBe(200);
    expect((await hook.json()).expired).toBeGreaterThanOrEqual(1);
    const response = await fetch(`${sandbox.base}/oauth/userinfo`, { headers: bearer(token) });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorCode: 'AUTHORIZATION_INVALID_TOKEN' });
  });

  it('lets a working day pass through the hook: the sign-in session lapses with the tokens', async () => {
    // The browser's platform session, opened by the login form.
    const login = await postLogin(sandbox, { email: MEMBER.email, password: MEMBER.password });
    const cookie = /sandbox_session=[^;]*/.exec(login.headers.get('set-cookie') ?? '')![0];
    const authorize = () =>
      fetch(
        `${sandbox.base}/oauth/auth?${new URLSearchParams({
          response_type: 'code',
          client_id: SANDBOX_PORTAL_CLIENT.clientId,
          redirect_uri: PORTAL_REDIRECT,
          scope: 'signature impersonation',
          state: 'again',
        })}`,
        { redirect: 'manual', headers: { cookie } },
      );
    expect((await authorize()).status).toBe(302);
    const hook = await fetch(`${sandbox.base}/test/expire-tokens`, {
      method: 'POST',
      headers: hooksHeader,
      body: JSON.stringify({ email: MEMBER.email }),
    });
    expect((await hook.json()).sessions).toBeGreaterThanOrEqual(1);
    // "Log in again" then meets the password form, not a silent way back.
    const again = await authorize();
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('type="password"');
  });

  it('refuses a suspended user with 403 through the test hook, until it is lifted', async () => {
    const { access_token: token } = await signIn(sandbox, MEMBER);
    const suspend = (suspended: boolean) =>
      fetch(`${sandbox.base}/test/suspend-user`, {
        method: 'POST',
        headers: hooksHeader,
        body: JSON.stringify({ email: MEMBER.email, suspended }),
      });
    const userinfo = () => fetch(`${sandbox.base}/oauth/userinfo`, { headers: bearer(token) });
    const settings = () =>
      fetch(`${sandbox.base}/management/v1/accounts/${MEMBER.accountId}/settings`, {
        headers: bearer(token),
      });
    try {
      expect(await (await suspend(true)).json()).toEqual({ suspended: true });
      for (const response of [await userinfo(), await settings()]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          errorCode: 'USER_LACKS_PERMISSIONS',
          message: expect.stringMatching(/suspended/),
        });
      }
    } finally {
      expect(await (await suspend(false)).json()).toEqual({ suspended: false });
    }
    expect((await userinfo()).status).toBe(200);
    expect((await settings()).status).toBe(200);
  });

  it('answers 400 without an email and 404 for an unknown one on the suspend hook', async () => {
    const hook = (body: object) =>
      fetch(`${sandbox.base}/test/suspend-user`, {
        method: 'POST',
        headers: hooksHeader,
        body: JSON.stringify(body),
      });
    expect((await hook({})).status).toBe(400);
    expect((await hook({ email: 'nobody@example.com' })).status).toBe(404);
  });

  it('refuses the test hooks without the secret header, and cross-site form posts', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'x-sandbox-test-secret': 'wrong' },
    ]) {
      const hook = await fetch(`${sandbox.base}/test/expire-tokens`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: ADMIN.email }),
      });
      expect(hook.status).toBe(403);
    }
    const crossSite = await fetch(`${sandbox.base}/test/suspend-user`, {
      ...form({ email: MEMBER.email }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
    });
    expect(crossSite.status).toBe(403);
  });

  it('lets tokens expire after tokenTtlSeconds and hides test hooks by default', async () => {
    const shortLived = await startSandbox({ tokenTtlSeconds: 1 });
    try {
      const tokens = await signIn(shortLived);
      expect(tokens.expires_in).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(
        (await fetch(`${shortLived.base}/oauth/userinfo`, { headers: bearer(tokens.access_token) }))
          .status,
      ).toBe(401);
      const hook = await fetch(
        `${shortLived.base}/test/expire-tokens`,
        form({ email: ADMIN.email }),
      );
      expect(hook.status).toBe(404);
      const suspend = await fetch(
        `${shortLived.base}/test/suspend-user`,
        form({ email: ADMIN.email }),
      );
      expect(suspend.status).toBe(404);
    } finally {
      await shortLived.close();
    }
  });
});
