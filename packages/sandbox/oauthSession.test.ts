/** @jest-environment node */
import { SANDBOX_PORTAL_CLIENT } from '.';
import {
  ADMIN,
  MEMBER,
  PORTAL_REDIRECT,
  basicAuth,
  bearer,
  exchangeCode,
  form,
  postLogin,
  signIn,
  startSandbox,
  type RunningSandbox,
} from './test-support/sandbox';
import { newPostgresDatabase } from '../../test-support/stores';

// The platform's sign-in session: a browser that signed in once is not asked for its password
// again while the session lives (the token generator after the portal's sign-in), over real HTTP.

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

/** A browser's cookie jar for the sandbox, reduced to the one cookie this is about. */
function sessionCookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = /sandbox_session=([^;]*)/.exec(header);
  if (!match) throw new Error(`no session cookie in "${header}"`);
  return `sandbox_session=${match[1]}`;
}

/** An integration key of the admin's account with a secret, redirecting to `redirectUri`. */
async function createKey(redirectUri: string) {
  const { access_token } = await signIn(sandbox, ADMIN);
  const response = await fetch(
    `${sandbox.base}/management/v1/accounts/${ADMIN.accountId}/applications`,
    {
      method: 'POST',
      headers: { ...bearer(access_token), 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Session test ${Math.random()}`,
        redirect_uris: [redirectUri],
        shouldCreateSecretKey: true,
      }),
    },
  );
  const key = (await response.json()) as { client_id: string; secrets: { secret: string }[] };
  return { clientId: key.client_id, secret: key.secrets[0].secret };
}

const TOOL_REDIRECT = 'http://localhost:9123/token-generator/';

function authorize(clientId: string, cookie?: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: clientId === SANDBOX_PORTAL_CLIENT.clientId ? PORTAL_REDIRECT : TOOL_REDIRECT,
    scope: 'signature',
    state: 'tool-state',
    ...extra,
  });
  return fetch(`${sandbox.base}/oauth/auth?${query}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
}

/** Signs in at the platform's form as the portal does; answers the browser's session cookie. */
async function portalSignIn(user = ADMIN) {
  const login = await postLogin(sandbox, { email: user.email, password: user.password });
  expect(login.status).toBe(302);
  return { cookie: sessionCookieOf(login), login };
}

describe('the platform session cookie', () => {
  it('is HttpOnly, SameSite=Lax, scoped to the OAuth pages and lives eight hours', async () => {
    const { login } = await portalSignIn();
    const header = login.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^sandbox_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('Path=/sandbox/oauth;');
    expect(header).toContain('Max-Age=28800;');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
  });

  it('brings a consented key straight back with a code, no form; the code buys a token', async () => {
    const key = await createKey(TOOL_REDIRECT);
    const { cookie } = await portalSignIn();
    // The first request of the new key: the consent page, not the password form.
    const first = await authorize(key.clientId, cookie);
    expect(first.status).toBe(200);
    const page = await first.text();
    expect(page).toContain('Allow access?');
    expect(page).toContain(ADMIN.email);
    expect(page).not.toContain('type="password"');

    const allowed = await fetch(`${sandbox.base}/oauth/auth/consent`, {
      ...form({
        response_type: 'code',
        client_id: key.clientId,
        redirect_uri: TOOL_REDIRECT,
        scope: 'signature',
        state: 'tool-state',
        decision: 'allow',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      redirect: 'manual',
    });
    expect(allowed.status).toBe(302);
    expect(new URL(allowed.headers.get('location')!).searchParams.get('state')).toBe('tool-state');

    // From now on: straight back with a code.
    const again = await authorize(key.clientId, cookie);
    expect(again.status).toBe(302);
    const location = new URL(again.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(TOOL_REDIRECT);
    expect(location.searchParams.get('state')).toBe('tool-state');
    const token = await exchangeCode(
      sandbox,
      { code: location.searchParams.get('code')!, redirect_uri: TOOL_REDIRECT },
      basicAuth(key.clientId, key.secret),
    );
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const userinfo = await fetch(`${sandbox.base}/oauth/userinfo`, {
      headers: bearer(access_token),
    });
    expect(await userinfo.json()).toMatchObject({ email: ADMIN.email });
  });

  it('asks again for more scopes, and a Deny goes back with access_denied', async () => {
    const key = await createKey(TOOL_REDIRECT);
    const { cookie } = await portalSignIn();
    const denied = await fetch(`${sandbox.base}/oauth/auth/consent`, {
      ...form({
        response_type: 'code',
        client_id: key.clientId,
        redirect_uri: TOOL_REDIRECT,
        scope: 'signature',
        state: 'tool-state',
        decision: 'deny',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      redirect: 'manual',
    });
    const back = new URL(denied.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    // The portal signed in with its own scopes: a wider scope set asks for consent again.
    const wider = await authorize(SANDBOX_PORTAL_CLIENT.clientId, cookie, {
      scope: 'signature impersonation click.manage',
    });
    expect(wider.status).toBe(200);
    expect(await wider.text()).toContain('Allow access?');
  });

  it('shows the password form with prompt=login, and prompt=none answers without a page', async () => {
    const { cookie } = await portalSignIn();
    const login = await authorize(SANDBOX_PORTAL_CLIENT.clientId, cookie, {
      scope: 'signature impersonation',
      prompt: 'login',
    });
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('type="password"');

    const key = await createKey(TOOL_REDIRECT);
    const none = await authorize(key.clientId, cookie, { prompt: 'none' });
    expect(new URL(none.headers.get('location')!).searchParams.get('error')).toBe(
      'consent_required',
    );
    const anonymous = await authorize(key.clientId, undefined, { prompt: 'none' });
    expect(new URL(anonymous.headers.get('location')!).searchParams.get('error')).toBe(
      'login_required',
    );
  });

  it('is replaced by a new sign-in: the browser is then the other user', async () => {
    const { cookie: adminCookie } = await portalSignIn(ADMIN);
    const member = await fetch(`${sandbox.base}/oauth/auth/login`, {
      ...form({
        response_type: 'code',
        client_id: SANDBOX_PORTAL_CLIENT.clientId,
        redirect_uri: PORTAL_REDIRECT,
        scope: 'signature impersonation',
        email: MEMBER.email,
        password: MEMBER.password,
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: adminCookie },
      redirect: 'manual',
    });
    expect(member.status).toBe(302);
    // The admin's session ended with it.
    const stale = await authorize(SANDBOX_PORTAL_CLIENT.clientId, adminCookie, {
      scope: 'signature impersonation',
    });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain('type="password"');
  });

  it('ends at /oauth/logout and when a token of its sign-in is revoked', async () => {
    const { cookie } = await portalSignIn();
    const logout = await fetch(`${sandbox.base}/oauth/logout`, { headers: { cookie } });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await logout.text()).toContain('You are signed out');
    const afterLogout = await authorize(SANDBOX_PORTAL_CLIENT.clientId, cookie, {
      scope: 'signature impersonation',
    });
    expect(await afterLogout.text()).toContain('type="password"');

    // The portal signs out by revoking its token: the browser's session goes with it.
    const signedIn = await portalSignIn();
    const code = new URL(signedIn.login.headers.get('location')!).searchParams.get('code')!;
    const tokens = (await (
      await exchangeCode(
        sandbox,
        { code },
        basicAuth(SANDBOX_PORTAL_CLIENT.clientId, SANDBOX_PORTAL_CLIENT.clientSecret),
      )
    ).json()) as { access_token: string };
    const live = await authorize(SANDBOX_PORTAL_CLIENT.clientId, signedIn.cookie, {
      scope: 'signature impersonation',
    });
    expect(live.status).toBe(302);
    const revoked = await fetch(`${sandbox.base}/oauth/revoke`, {
      ...form({ token: tokens.access_token }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basicAuth(
          SANDBOX_PORTAL_CLIENT.clientId,
          SANDBOX_PORTAL_CLIENT.clientSecret,
        ),
      },
    });
    expect(revoked.status).toBe(200);
    const afterRevoke = await authorize(SANDBOX_PORTAL_CLIENT.clientId, signedIn.cookie, {
      scope: 'signature impersonation',
    });
    expect(afterRevoke.status).toBe(200);
    expect(await afterRevoke.text()).toContain('type="password"');
  });

  it('goes back after logout only to a redirect URI of the key', async () => {
    const key = await createKey(TOOL_REDIRECT);
    const back = await fetch(
      `${sandbox.base}/oauth/logout?${new URLSearchParams({
        client_id: key.clientId,
        post_logout_redirect_uri: TOOL_REDIRECT,
        state: 's1',
      })}`,
      { redirect: 'manual' },
    );
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${TOOL_REDIRECT}?state=s1`);
    const elsewhere = await fetch(
      `${sandbox.base}/oauth/logout?${new URLSearchParams({
        client_id: key.clientId,
        post_logout_redirect_uri: 'https://evil.example.test/',
      })}`,
      { redirect: 'manual' },
    );
    expect(elsewhere.status).toBe(200);
  });

  it('keeps its secret hashed in the store, and a forged cookie opens nothing', async () => {
    const { cookie } = await portalSignIn();
    const forged = await authorize(SANDBOX_PORTAL_CLIENT.clientId, `${cookie}x`, {
      scope: 'signature impersonation',
    });
    expect(await forged.text()).toContain('type="password"');
    const { openSandboxStore } = await import('.');
    const store = await openSandboxStore({ kind: 'sqlite', dataDir: sandbox.dataDir });
    try {
      const rows = await store.db.selectFrom('oauth_sessions').selectAll().execute();
      const secret = cookie.split('=')[1];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((row) => row.session_hash === secret)).toBe(false);
      expect(rows.every((row) => row.expires_at - row.created === 8 * 3600 * 1000)).toBe(true);
    } finally {
      await store.close();
    }
  });
});

describe('the platform session on PostgreSQL', () => {
  it('signs in once, comes straight back, and ends at logout', async () => {
    const pgSandbox = await startSandbox({ databaseUrl: await newPostgresDatabase('session') });
    try {
      const login = await postLogin(pgSandbox, {});
      const cookie = sessionCookieOf(login);
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: SANDBOX_PORTAL_CLIENT.clientId,
        redirect_uri: PORTAL_REDIRECT,
        scope: 'signature impersonation',
      });
      const again = await fetch(`${pgSandbox.base}/oauth/auth?${query}`, {
        redirect: 'manual',
        headers: { cookie },
      });
      expect(again.status).toBe(302);
      expect(new URL(again.headers.get('location')!).searchParams.get('code')).toBeTruthy();
      await fetch(`${pgSandbox.base}/oauth/logout`, { headers: { cookie } });
      const after = await fetch(`${pgSandbox.base}/oauth/auth?${query}`, {
        redirect: 'manual',
        headers: { cookie },
      });
      expect(after.status).toBe(200);
      expect(await after.text()).toContain('type="password"');
    } finally {
      await pgSandbox.close();
    }
  });
});
