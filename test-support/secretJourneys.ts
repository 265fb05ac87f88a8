// The portal's journeys that make secrets (issue 33.3), each as a browser or a client makes it
// over HTTP, every secret kept in the ledger: sign-in with the authorization-code grant, the
// token generator's exchange, a quickstart download and its JWT grant, the newsletter's
// double opt-in, and a telemetry event that quotes a token.
import { sign } from 'node:crypto';
import { SANDBOX_USERS } from '@developer-center/sandbox/seed';
import type { StoreLocation } from '@developer-center/store';
import { mailedLink } from './outbox';
import type { SecretLedger } from './secretLedger';
import { beginSignIn, callback, submitLogin } from './signInFlow';

const ADMIN = SANDBOX_USERS.find((user) => user.isAdmin)!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { ...bearer(token), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Sign-in through /auth/login, the platform's login page and /auth/callback; the token. */
export async function signInJourney(base: string, ledger: SecretLedger): Promise<string> {
  ledger.keep('password', ADMIN.password);
  const { authorizeUrl, signInCookie } = await beginSignIn(base);
  ledger.keep('sign-in state', authorizeUrl.searchParams.get('state'));
  for (const pair of signInCookie.split('; ')) {
    ledger.keep('sign-in cookie', decodeURIComponent(pair.slice(pair.indexOf('=') + 1)));
  }
  await fetch(authorizeUrl); // the login page, as the browser loads it
  const callbackUrl = await submitLogin(authorizeUrl, ADMIN);
  ledger.keep('authorization code', callbackUrl.searchParams.get('code'));
  const signedIn = await callback(callbackUrl, signInCookie);
  ledger.keepCookies('sign-in', signedIn);
  const token = decodeURIComponent(
    /dct=([^;]+)/.exec(signedIn.headers.getSetCookie().join(';'))![1],
  );
  return ledger.keep('access token', token);
}

/** The token generator: a key with a secret, the platform's code, /api/access-token. */
export async function tokenGeneratorJourney(base: string, token: string, ledger: SecretLedger) {
  const redirectUri = `${base}/token-generator/`;
  const key = await (
    await fetch(
      `${base}/api/applications`,
      json(token, {
        name: 'Log journey',
        redirect_uris: [redirectUri],
        shouldCreateSecretKey: true,
      }),
    )
  ).json();
  const secretKey = ledger.keep('client secret', key.secrets[0].secret);
  const login = await fetch(`${base}/sandbox/oauth/auth/login`, {
    ...form({
      response_type: 'code',
      client_id: key.client_id,
      redirect_uri: redirectUri,
      scope: 'signature',
      state: 'token-generator-state-1',
      email: ADMIN.email,
      password: ADMIN.password,
    }),
    redirect: 'manual',
  });
  const landing = new URL(login.headers.get('location')!);
  const code = ledger.keep('token generator code', landing.searchParams.get('code'));
  await fetch(landing); // the token generator's page, with the code in its query
  const query = new URLSearchParams({
    integrationKeyId: key.client_id,
    secretKey,
    authorizationCode: code,
  });
  const exchanged = await fetch(`${base}/api/access-token?${query}`, { headers: bearer(token) });
  if (exchanged.status !== 200) throw new Error(`access-token answered ${exchanged.status}`);
  ledger.keep('token generator access token', (await exchanged.json()).access_token);
}

/** A quickstart download with the key's private key, then the project's JWT grant. */
export async function quickstartJourney(base: string, token: string, ledger: SecretLedger) {
  const key = await (
    await fetch(
      `${base}/api/applications`,
      json(token, { name: 'Log quickstart', redirect_uris: [], shouldCreateRSAKey: true }),
    )
  ).json();
  const privateKey: string = key.keys[0].privateKey;
  for (const line of privateKey.split('\n').filter((text) => text.length >= 60)) {
    ledger.keep('private key line', line);
  }
  const download = await fetch(
    `${base}/api/codeload`,
    json(token, {
      integrationKey: key.client_id,
      repositoryName: 'quickstart-node',
      displayName: 'Node.js',
      selectedProjectIndex: 0,
      privateKey,
    }),
  );
  if (download.status !== 200) throw new Error(`codeload answered ${download.status}`);
  await download.arrayBuffer();

  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({
    iss: key.client_id,
    sub: ADMIN.userId,
    aud: new URL(base).host,
    iat: now,
    exp: now + 3600,
    scope: 'signature impersonation',
  })}`;
  const signature = sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url');
  const assertion = ledger.keep('JWT assertion', `${unsigned}.${signature}`);
  const grant = { grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion };
  const granted = await fetch(`${base}/sandbox/oauth/token`, form(grant));
  if (granted.status !== 200) throw new Error(`JWT grant answered ${granted.status}`);
  ledger.keep('JWT grant access token', (await granted.json()).access_token);
  // A client that puts the grant in the query: refused or not, the assertion is not logged.
  await fetch(`${base}/sandbox/oauth/token?${new URLSearchParams(grant)}`, { method: 'POST' });
}

/** The newsletter: sign-up, the mailed link (its outbox row), confirmation. */
export async function newsletterJourney(base: string, store: StoreLocation, ledger: SecretLedger) {
  const email = `log-journey-${Date.now()}@example.test`;
  const signedUp = await fetch(`${base}/api/newsletter-signup`, form({ email, consent: 'on' }));
  if (signedUp.status !== 201) throw new Error(`sign-up answered ${signedUp.status}`);
  const link = await mailedLink(store, email);
  ledger.keep('newsletter token', new URL(link).searchParams.get('token'));
  const confirmed = await fetch(link);
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}`);
}

/** A page's error that quotes a token, reported to telemetry as the app does. */
export async function telemetryJourney(base: string, token: string, ledger: SecretLedger) {
  await fetch(`${base}/api/client-otel-metrics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      eventSource: 'Client Error',
      eventData: { name: 'Error', message: `request with Bearer ${token} failed`, path: '/' },
    }),
  });
  const pasted = ledger.keep('pasted token', 'Zq7-pasted-into-a-message_0123456789AbC');
  await fetch(`${base}/api/client-otel-metrics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventSource: pasted, eventData: { message: `token=${pasted}` } }),
  });
}
