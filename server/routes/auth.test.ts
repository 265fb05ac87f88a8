/** @jest-environment node */
import {
  ADMIN,
  MEMBER,
  beginSignIn,
  bearer,
  callback,
  cookiesOf,
  signIn,
  startServer,
  submitLogin,
  type RunningServer,
} from '../../test-support/testServer';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const setCookieHeader = (response: Response, name: string) =>
  response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`)) ?? '';

describe('GET /auth/login', () => {
  it('sends the browser to the sandbox login with state, PKCE, scopes and the callback', async () => {
    const { authorizeUrl, signInCookie } = await beginSignIn(server.base);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(
      `${server.base}/sandbox/oauth/auth`,
    );
    const params = authorizeUrl.searchParams;
    expect(params.get('redirect_uri')).toBe(`${server.base}/auth/callback`);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(params.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['signature', 'impersonation', 'openid', 'click.manage']),
    );
    expect(signInCookie).toMatch(/^dc_signin=/);
  });

  it('keeps the pending sign-in in a signed HttpOnly SameSite=Lax cookie', async () => {
    const response = await fetch(`${server.base}/auth/login`, { redirect: 'manual' });
    const cookie = setCookieHeader(response, 'dc_signin');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('asks the platform for its form with prompt=login, and only then', async () => {
    const different = await beginSignIn(server.base, '/auth/login?prompt=login&returnTo=%2Fx%2F');
    expect(different.authorizeUrl.searchParams.get('prompt')).toBe('login');
    const plain = await beginSignIn(server.base);
    expect(plain.authorizeUrl.searchParams.has('prompt')).toBe(false);
    const unknown = await beginSignIn(server.base, '/auth/login?prompt=none');
    expect(unknown.authorizeUrl.searchParams.has('prompt')).toBe(false);
  });

  it('the demo-environment path starts the same flow', async () => {
    const { authorizeUrl } = await beginSignIn(server.base, '/auth/demo');
    expect(authorizeUrl.pathname).toBe('/sandbox/oauth/auth');
  });
});

describe('GET /auth/callback', () => {
  it('sets the short-lived script-readable dct cookie and returns to the page', async () => {
    const { authorizeUrl, signInCookie } = await beginSignIn(
      server.base,
      '/auth/login?returnTo=%2Fdocs%2Fesign-rest-api%2F%3Ftab%3D1',
    );
    const response = await callback(await submitLogin(authorizeUrl), signInCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/docs/esign-rest-api/?tab=1');
    const dct = setCookieHeader(response, 'dct');
    expect(dct).toMatch(/Max-Age=60/);
    expect(dct).toMatch(/Path=\//);
    expect(dct).toMatch(/SameSite=Strict/);
    expect(dct).not.toMatch(/HttpOnly/);
    expect(dct).not.toMatch(/Secure/); // plain http on loopback
    const token = decodeURIComponent(cookiesOf(response).dct);
    const user = await fetch(`${server.base}/api/user`, { headers: bearer(token) });
    expect((await user.json()).email).toBe(ADMIN.email);
  });

  it('refuses an answer whose state does not match the browser’s', async () => {
    const { authorizeUrl, signInCookie } = await beginSignIn(server.base);
    const redirect = await submitLogin(authorizeUrl);
    redirect.searchParams.set('state', 'forged-state');
    const response = await callback(redirect, signInCookie);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.getSetCookie().join()).not.toMatch(/dct=[^;]/);
  });

  it('refuses a callback without the sign-in cookie', async () => {
    const { authorizeUrl } = await beginSignIn(server.base);
    const response = await callback(await submitLogin(authorizeUrl), '');
    expect(response.status).toBe(400);
  });

  it('refuses a tampered sign-in cookie', async () => {
    const { authorizeUrl, signInCookie } = await beginSignIn(server.base);
    const tampered = signInCookie.replace(/.(?=;|$)/, (char) => (char === 'A' ? 'B' : 'A'));
    const response = await callback(await submitLogin(authorizeUrl), tampered);
    expect(response.status).toBe(400);
  });

  it('returns to the page with an error flag when the platform refuses the code', async () => {
    const { authorizeUrl, signInCookie } = await beginSignIn(
      server.base,
      '/auth/login?returnTo=/tools/',
    );
    const redirect = await submitLogin(authorizeUrl);
    redirect.searchParams.set('code', 'not-a-code');
    const response = await callback(redirect, signInCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/tools/?login_error=invalid_grant');
  });

  it('returns to the page with the platform’s error when the user cancels', async () => {
    const { authorizeUrl, signInCookie } = await beginSignIn(
      server.base,
      '/auth/login?returnTo=/tools/',
    );
    const url = `${server.base}/auth/callback?error=access_denied&state=${authorizeUrl.searchParams.get('state')}`;
    const response = await callback(url, signInCookie);
    expect(response.headers.get('location')).toBe('/tools/?login_error=access_denied');
  });
});

describe('returnTo', () => {
  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
    '/auth/logout',
  ])('refuses %s as a return path and uses /', async (returnTo) => {
    const { authorizeUrl, signInCookie } = await beginSignIn(
      server.base,
      `/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
    );
    const response = await callback(await submitLogin(authorizeUrl), signInCookie);
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('/auth/logout', () => {
  it('revokes the bearer token, clears the cookies and goes home', async () => {
    const token = await signIn(server.base, MEMBER);
    const response = await fetch(`${server.base}/auth/logout`, {
      headers: bearer(token),
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(setCookieHeader(response, 'dct')).toMatch(/Expires=Thu, 01 Jan 1970/);
    const after = await fetch(`${server.base}/api/user`, { headers: bearer(token) });
    expect(after.status).toBe(401);
  });

  it('revokes a token still in the dct cookie', async () => {
    const token = await signIn(server.base, MEMBER);
    await fetch(`${server.base}/auth/logout`, {
      headers: { cookie: `dct=${encodeURIComponent(token)}` },
      redirect: 'manual',
    });
    expect((await fetch(`${server.base}/api/user`, { headers: bearer(token) })).status).toBe(401);
  });

  it('answers 204 to the app’s POST', async () => {
    const token = await signIn(server.base, MEMBER);
    const response = await fetch(`${server.base}/auth/logout`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(response.status).toBe(204);
    expect((await fetch(`${server.base}/api/user`, { headers: bearer(token) })).status).toBe(401);
  });

  it('signs out without a token too', async () => {
    const response = await fetch(`${server.base}/auth/logout`, { redirect: 'manual' });
    expect(response.status).toBe(302);
  });
});

describe('logs', () => {
  it('never contain the code, the state or the token', async () => {
    const { authorizeUrl, signInCookie } = await beginSignIn(server.base);
    const redirect = await submitLogin(authorizeUrl);
    const response = await callback(redirect, signInCookie);
    const token = decodeURIComponent(cookiesOf(response).dct);
    await fetch(`${server.base}/api/user`, { headers: bearer(token) });
    const logs = server.logs.join('');
    expect(logs).toContain('/auth/callback?');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(redirect.searchParams.get('code'));
    expect(logs).not.toContain(redirect.searchParams.get('state'));
    expect(logs).not.toContain(authorizeUrl.searchParams.get('code_challenge'));
  });
});
