/** @jest-environment node */
/*
 * The token generator's flow end to end, without mocks: the real store, sagas and axios
 * instance against the real server and its embedded sandbox on 127.0.0.1.
 *
 * Why node and not jsdom: jsdom's XMLHttpRequest refuses the call from its page origin
 * (http://localhost) to the server's port ("Cross origin http://localhost forbidden"), and
 * Jest's jsdom has no fetch to play the browser at the sandbox's sign-in. The page's origin must
 * be the server's anyway: /api/access-token builds the redirect URI from the request's host.
 * The saga touches the window only through `browser` (flow.ts, replaceable by design), so the
 * test gives it the page as the server serves it: that origin, a Map for pageSession, and a
 * navigate that records the address the test then visits itself with fetch.
 */
import { randomBytes } from 'node:crypto';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  ADMIN,
  beginSignIn,
  cookiesOf,
  submitLogin,
  testHooksHeader,
} from '../../../test-support/testServer';
import { makeStore as makeAppStore, type AppStore } from '../../app/store';
import { watchTokenGenerator } from './tokenGeneratorSaga';
import { startLiveServer, type LiveServer } from '../../test-utils/liveServer';
import { initialUserState } from '../user/userSlice';
import type { Application, Secret } from './api';
import {
  MISSING_REDIRECT_URI_TEXT,
  TOKEN_GENERATOR_NAME,
  browser,
  tokenGeneratorBasePath,
} from './flow';
import { tokenGeneratorActions as tokens } from './tokenGeneratorSlice';

/** The app's store with this tool's saga started, as its page starts it (useSaga). */
const makeStore = (...args: Parameters<typeof makeAppStore>) => {
  const store = makeAppStore(...args);
  store.sagas.run(watchTokenGenerator);
  return store;
};

let server: LiveServer;
let token: string;
const originalBrowser = { ...browser };
const visits: string[] = [];
/** What the page keeps in sessionStorage for the round trip to the platform. */
const pageSession = new Map<string, string>();

beforeAll(async () => {
  server = await startLiveServer({ SANDBOX_TEST_HOOKS: 'true' });
  Object.assign(browser, {
    origin: () => server.base,
    navigate: (url: string) => visits.push(url),
    newState: () => randomBytes(16).toString('hex'),
    storeState: (state: string) => pageSession.set('state', state),
    takeState: () => {
      const state = pageSession.get('state') ?? null;
      pageSession.delete('state');
      return state;
    },
  });
});
afterAll(async () => {
  Object.assign(browser, originalBrowser);
  await server?.close();
});

// Every test starts signed in, with no token-generator key in the (shared) sandbox account.
beforeEach(async () => {
  token = await server.signIn(ADMIN);
  for (const key of await tokenGeneratorKeys()) {
    await server.api('DELETE', `/api/applications?integrationKeyId=${key.client_id}`, token);
  }
});

async function tokenGeneratorKeys(asToken = token): Promise<Application[]> {
  const { applications } = await server.api<{ applications: Application[] }>(
    'GET',
    '/api/applications',
    asToken,
  );
  return applications.filter((application) => application.name.includes(TOKEN_GENERATOR_NAME));
}

const createKey = (name: string, redirectUris: string[], withSecretAndRsaKey = false) =>
  server.api<Application>('POST', '/api/applications', token, {
    name,
    redirect_uris: redirectUris,
    shouldCreateSecretKey: withSecretAndRsaKey,
    shouldCreateRSAKey: withSecretAndRsaKey,
  });

const signedInStore = () => makeStore({ user: { ...initialUserState, token, isLoggedIn: true } });

const toastTexts = (store: AppStore) => store.getState().toasts.map((toast) => toast.text);

/** Dispatches and waits for the flow's end: a toast, or the browser sent elsewhere. */
async function step(store: AppStore, action: UnknownAction) {
  const [toastCount, visitCount] = [store.getState().toasts.length, visits.length];
  store.dispatch(action);
  const deadline = Date.now() + 10_000;
  while (store.getState().toasts.length === toastCount && visits.length === visitCount) {
    if (Date.now() > deadline) throw new Error(`${action.type} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // The remaining puts of the flow run without I/O: one more turn lets them land.
  await new Promise((resolve) => setImmediate(resolve));
}

/** "Generate token" until the browser leaves for the platform's sign-in page. */
async function requestToken(store: AppStore): Promise<URL> {
  const visitCount = visits.length;
  await step(store, tokens.tokenRequested());
  expect(visits).toHaveLength(visitCount + 1);
  return new URL(visits[visitCount]);
}

/** The browser at the platform: its login page, then the form posted, back with code and state. */
async function signInAtPlatform(authorizeUrl: URL) {
  expect((await fetch(authorizeUrl)).status).toBe(200);
  const back = await submitLogin(authorizeUrl, ADMIN);
  expect(`${back.origin}${back.pathname}`).toBe(tokenGeneratorBasePath(server.base));
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state') };
}

async function generateToken(store: AppStore) {
  const returned = await signInAtPlatform(await requestToken(store));
  await step(store, tokens.codeReturned(returned));
  return returned;
}

/** After an exchange: the key's one secret is a new one, and no RSA key is left. */
async function expectOnlyNewSecret(keyId: string, olderSecretIds: string[]) {
  const keys = await tokenGeneratorKeys();
  expect(keys).toEqual([expect.objectContaining({ client_id: keyId, keys: [] })]);
  expect(keys[0].secrets).toHaveLength(1);
  expect(olderSecretIds).not.toContain(keys[0].secrets![0].id);
}

it('a. no key yet: creates it, then a new secret replaces the older ones and the code gives a token', async () => {
  const store = signedInStore();
  const authorizeUrl = await requestToken(store);
  const [created] = await tokenGeneratorKeys();
  expect(created).toMatchObject({
    name: TOKEN_GENERATOR_NAME,
    redirect_uris: [tokenGeneratorBasePath(server.base)],
  });
  expect(store.getState().tokenGenerator.integrationKeyId).toBe(created.client_id);
  expect(authorizeUrl.pathname).toBe('/sandbox/oauth/auth');
  expect(authorizeUrl.searchParams.get('client_id')).toBe(created.client_id);
  expect(authorizeUrl.searchParams.get('state')).toBe(pageSession.get('state'));

  // An older secret made elsewhere (listed masked) while the user signs in.
  const older = await server.api<Secret>('POST', '/api/secrets', token, {
    integrationKeyId: created.client_id,
  });
  await step(store, tokens.codeReturned(await signInAtPlatform(authorizeUrl)));

  const { accessTokenData, authFailed } = store.getState().tokenGenerator;
  expect(authFailed).toBe(false);
  expect(accessTokenData).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
  expect(toastTexts(store)).toEqual(['Access token generated.']);
  const user = await server.api<{ email: string }>(
    'GET',
    '/api/user',
    accessTokenData!.access_token,
  );
  expect(user.email).toBe(ADMIN.email);
  await expectOnlyNewSecret(created.client_id, [older.id]);
});

it('a. an existing key holding a secret and an RSA key: both are gone after the exchange', async () => {
  const basePath = tokenGeneratorBasePath(server.base);
  const existing = await createKey(`Acme ${TOKEN_GENERATOR_NAME}`, [basePath], true);
  expect(existing.keys).toHaveLength(1);
  const store = signedInStore();
  await generateToken(store);
  expect(store.getState().tokenGenerator.accessTokenData?.access_token).toEqual(expect.any(String));
  await expectOnlyNewSecret(existing.client_id, [existing.secrets![0].id]);
});

it('b. a key whose redirect URIs miss the base path: missing_redirect_uri, no sign-in, no secret', async () => {
  await createKey(TOKEN_GENERATOR_NAME, [`${server.base}/callback`]);
  const store = signedInStore();
  const visitCount = visits.length;
  await step(store, tokens.tokenRequested());
  expect(store.getState().tokenGenerator).toMatchObject({
    authFailed: true,
    error: 'missing_redirect_uri',
    integrationKeyId: null,
  });
  expect(toastTexts(store)).toEqual([MISSING_REDIRECT_URI_TEXT]);
  expect(visits).toHaveLength(visitCount);
  expect((await tokenGeneratorKeys()).map((key) => key.secrets)).toEqual([[]]);
});

it('b. the key lost the redirect URI while the user signed in: refused before any secret', async () => {
  const store = signedInStore();
  const returned = await signInAtPlatform(await requestToken(store));
  const [good] = await tokenGeneratorKeys();
  await server.api('DELETE', `/api/applications?integrationKeyId=${good.client_id}`, token);
  const wrong = await createKey(TOKEN_GENERATOR_NAME, [`${server.base}/callback`]);
  await step(store, tokens.codeReturned(returned));
  expect(store.getState().tokenGenerator).toMatchObject({
    authFailed: true,
    error: 'missing_redirect_uri',
    accessTokenData: null,
  });
  expect(toastTexts(store)).toEqual([MISSING_REDIRECT_URI_TEXT]);
  expect(await tokenGeneratorKeys()).toEqual([
    expect.objectContaining({ client_id: wrong.client_id, secrets: [], keys: [] }),
  ]);
});

/** The platform ends a session: fetch sends URLSearchParams as a url-encoded form. */
const endSession: Record<string, (accessToken: string) => Promise<Response>> = {
  revoked: (accessToken) =>
    fetch(`${server.base}/sandbox/oauth/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ token: accessToken }),
    }),
  expired: () =>
    fetch(`${server.base}/sandbox/test/expire-tokens`, {
      method: 'POST',
      headers: testHooksHeader,
      body: new URLSearchParams({ email: ADMIN.email }),
    }),
};

it.each(['revoked', 'expired'])(
  'c. a 401 during key lookup (%s token): the unauthorized action ends the session',
  async (how) => {
    expect((await endSession[how](token)).status).toBe(200);
    const store = signedInStore();
    const visitCount = visits.length;
    // no toast ends this flow (the session notice speaks): wait for the logout itself
    store.dispatch(tokens.tokenRequested());
    const deadline = Date.now() + 10_000;
    while (store.getState().user.token !== null || !store.getState().tokenGenerator.authFailed) {
      if (Date.now() > deadline) throw new Error('the unauthorized flow did not finish');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setImmediate(resolve));
    // userSaga answers unauthorized with a logout: the whole user group is reset.
    expect(store.getState().user).toEqual(initialUserState);
    // the session notice (a browser's) says it once, no toast beside it
    expect(toastTexts(store)).toEqual([]);
    expect(store.getState().tokenGenerator).toMatchObject({
      authFailed: true,
      error: 'Unauthorized',
    });
    expect(visits).toHaveLength(visitCount);
    expect(await tokenGeneratorKeys(await server.signIn(ADMIN))).toEqual([]);
  },
);

// Both are invalid_grant; the toast is the one configured for the platform's error_description.
it.each([
  [
    'bad',
    async () => ({ code: 'not-a-code-the-platform-issued', state: null }),
    'The authorization code was refused. Generate the token again.',
  ],
  [
    'reused',
    (store: AppStore) => generateToken(store),
    'The authorization code was already used. Generate the token again.',
  ],
])('d. a %s authorization code: authFailed and its toast', async (_, firstRun, toast) => {
  const store = signedInStore();
  const { code } = await firstRun(store);
  const toastCount = toastTexts(store).length;
  const { state } = await signInAtPlatform(await requestToken(store));
  await step(store, tokens.codeReturned({ code, state }));
  // error holds the platform's error_description.
  expect(store.getState().tokenGenerator).toMatchObject({
    authFailed: true,
    error: expect.any(String),
  });
  expect(toastTexts(store).slice(toastCount)).toEqual([toast]);
  expect(store.getState().user.token).toBe(token);
  // The attempt's own secret was made before the exchange failed; the older ones are gone.
  const [key] = await tokenGeneratorKeys();
  expect(key.secrets).toHaveLength(1);
});

it('e. a browser signed in at the platform: allows the key once, then neither password nor page', async () => {
  // The reader's sign-in to the portal, as the browser makes it: the platform keeps a session.
  const { authorizeUrl: portalSignIn } = await beginSignIn(server.base);
  const fields = new URLSearchParams(portalSignIn.searchParams);
  fields.set('email', ADMIN.email);
  fields.set('password', ADMIN.password);
  const login = await fetch(`${portalSignIn.origin}${portalSignIn.pathname}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  expect(login.status).toBe(302);
  const cookie = `sandbox_session=${cookiesOf(login).sandbox_session}`;
  const asBrowser = (url: URL | string, init: RequestInit = {}) =>
    fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie } });

  // First "Generate token": the platform asks to allow the key, with no password field.
  const store = signedInStore();
  const authorizeUrl = await requestToken(store);
  const consentPage = await asBrowser(authorizeUrl);
  expect(consentPage.status).toBe(200);
  const html = await consentPage.text();
  expect(html).toContain('Allow access?');
  expect(html).not.toContain('type="password"');
  const consent = new URLSearchParams(authorizeUrl.searchParams);
  consent.set('decision', 'allow');
  const allowed = await asBrowser(`${authorizeUrl.origin}${authorizeUrl.pathname}/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: consent.toString(),
  });
  const back = new URL(allowed.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(tokenGeneratorBasePath(server.base));
  await step(
    store,
    tokens.codeReturned({
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state'),
    }),
  );
  const first = store.getState().tokenGenerator.accessTokenData?.access_token;
  expect(first).toEqual(expect.any(String));

  // Every later one: straight back from the platform with a code, and a new token.
  const again = await asBrowser(await requestToken(store));
  expect(again.status).toBe(302);
  const straightBack = new URL(again.headers.get('location')!);
  expect(`${straightBack.origin}${straightBack.pathname}`).toBe(
    tokenGeneratorBasePath(server.base),
  );
  await step(
    store,
    tokens.codeReturned({
      code: straightBack.searchParams.get('code')!,
      state: straightBack.searchParams.get('state'),
    }),
  );
  const second = store.getState().tokenGenerator.accessTokenData?.access_token;
  expect(second).toEqual(expect.any(String));
  expect(second).not.toBe(first);
});
