// Sign-in as a browser does it, over HTTP only (so it works against an in-process app, a server
// process or a balancer): /auth/login, the platform's login form, /auth/callback. `headers` go
// with every step (a test's X-Forwarded-For, say).
import { SANDBOX_USERS } from '@developer-center/sandbox/seed';

const ADMIN = SANDBOX_USERS.find((user) => user.isAdmin)!;

export function cookiesOf(response: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const equals = pair.indexOf('=');
    jar[pair.slice(0, equals)] = pair.slice(equals + 1);
  }
  return jar;
}

export interface SignInSteps {
  /** The redirect to the platform's login page (from /auth/login). */
  authorizeUrl: URL;
  /** The cookie header the browser would carry back to /auth/callback. */
  signInCookie: string;
}

/** GET /auth/login (or /auth/demo) as a browser: where it is sent and the cookie it keeps. */
export async function beginSignIn(
  base: string,
  path = '/auth/login',
  headers: Record<string, string> = {},
): Promise<SignInSteps> {
  const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  if (response.status !== 302) throw new Error(`${path} answered ${response.status}`);
  const cookie = Object.entries(cookiesOf(response))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { authorizeUrl: new URL(response.headers.get('location')!), signInCookie: cookie };
}

/** Posts the sandbox login form with the authorization request's fields; answers its redirect. */
export async function submitLogin(
  authorizeUrl: URL,
  user = ADMIN,
  headers: Record<string, string> = {},
): Promise<URL> {
  const fields = new URLSearchParams(authorizeUrl.searchParams);
  fields.set('email', user.email);
  fields.set('password', user.password);
  const response = await fetch(`${authorizeUrl.origin}${authorizeUrl.pathname}/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  if (response.status !== 302) throw new Error(`sandbox login answered ${response.status}`);
  return new URL(response.headers.get('location')!);
}

/** The callback as the browser calls it; answers the raw response. */
export function callback(
  callbackUrl: URL | string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(callbackUrl, { headers: { ...headers, cookie }, redirect: 'manual' });
}

/** The whole sign-in through the server's own /auth routes; answers the access token. */
export async function signIn(
  base: string,
  user = ADMIN,
  headers: Record<string, string> = {},
): Promise<string> {
  const { authorizeUrl, signInCookie } = await beginSignIn(base, '/auth/login', headers);
  const response = await callback(
    await submitLogin(authorizeUrl, user, headers),
    signInCookie,
    headers,
  );
  const token = cookiesOf(response).dct;
  if (response.status !== 302 || !token) throw new Error(`callback answered ${response.status}`);
  return decodeURIComponent(token);
}
