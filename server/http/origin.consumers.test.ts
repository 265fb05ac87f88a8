/** @jest-environment node */
import { mailedLink as outboxLink } from '../../test-support/outbox';
import {
  signIn as sandboxSignIn,
  type RunningSandbox,
} from '@developer-center/sandbox/test-support/sandbox';
import {
  ADMIN,
  bearer,
  beginSignIn,
  cookiesOf,
  startServer,
  submitLogin,
  type RunningServer,
} from '../../test-support/testServer';

// Issue 24.3: one public origin for every consumer (sign-in redirect, OAuth redirect_uri, the
// token generator's exchange, Postman's baseUrl, MCP result URLs, the newsletter's mailed link,
// the explorer's and codeload's siteUrl), never a forwarded scheme that is not http or https.

const EVIL = { 'x-forwarded-proto': 'http://evil.example/?' };
const PUBLIC = 'https://developers.example';

/** The confirmation link the sign-up "mailed" (its outbox row). */
async function mailedLink(server: RunningServer, email: string, headers = {}) {
  const response = await fetch(`${server.base}/api/newsletter-signup`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ email, consent: 'on' }).toString(),
  });
  expect(response.status).toBe(201);
  return outboxLink(server.config.store, email);
}

/** Postman's baseUrl for the demo environment. */
async function postmanBaseUrl(server: RunningServer, headers = {}) {
  const response = await fetch(`${server.base}/api/postman/environment`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'iKey=00000000-0000-4000-8000-000000000000&iSec=secret&hostenv=demo',
  });
  const environment = (await response.json()) as { values: { key: string; value: string }[] };
  return environment.values.find((value) => value.key === 'baseUrl')?.value;
}

/** The reference URL list_apis gives for the eSignature API (one stateless JSON-RPC call). */
async function mcpReference(server: RunningServer, headers = {}) {
  const response = await fetch(`${server.base}/mcp`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'list_apis', arguments: {} },
    }),
  });
  const answer = await response.json();
  const apis = JSON.parse(answer.result.content[0].text) as {
    apiName: string;
    reference: string;
  }[];
  return apis.find((api) => api.apiName === 'esignature-v2.1')?.reference;
}

/** The status and field of an explorer call naming `siteUrl`. */
async function explorerSiteUrl(
  server: RunningServer,
  token: string,
  siteUrl: string,
  headers = {},
) {
  const query = new URLSearchParams({
    method: 'GET',
    apiName: 'esignature-v2.1',
    endpoint: '/v2.1/accounts/{accountId}/envelopes',
    pathParameters: JSON.stringify({ accountId: ADMIN.accountId }),
    siteUrl,
  });
  const response = await fetch(`${server.base}/api/api-explorer?${query}`, {
    method: 'POST',
    headers: { ...headers, ...bearer(token) },
  });
  return { status: response.status, field: (await response.json()).field as unknown };
}

/** The status and field of a codeload request naming `siteUrl` (its key is not the user's). */
async function codeloadSiteUrl(server: RunningServer, token: string, siteUrl: string) {
  const response = await fetch(`${server.base}/api/codeload`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      integrationKey: '00000000-0000-4000-8000-000000000000',
      repositoryName: 'quickstart-node',
      selectedProjectIndex: 0,
      siteUrl,
    }),
  });
  return { status: response.status, field: (await response.json()).field as unknown };
}

/**
 * The token generator's exchange: a key registered for `{site}/token-generator/`, a code for that
 * redirect URI, then GET /api/access-token, which succeeds only when the server sends the same one.
 */
async function tokenGeneratorExchange(
  server: RunningServer,
  token: string,
  site: string,
  headers = {},
) {
  const created = await fetch(`${server.base}/api/applications`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Token generator',
      redirect_uris: [`${site}/token-generator/`],
      shouldCreateSecretKey: true,
      shouldCreateRSAKey: false,
    }),
  });
  const key = await created.json();
  const login = await fetch(`${server.base}/sandbox/oauth/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      response_type: 'code',
      client_id: key.client_id,
      redirect_uri: `${site}/token-generator/`,
      scope: 'signature',
      state: 'origin-test',
      email: ADMIN.email,
      password: ADMIN.password,
    }).toString(),
    redirect: 'manual',
  });
  const code = new URL(login.headers.get('location')!).searchParams.get('code')!;
  const query = new URLSearchParams({
    integrationKeyId: key.client_id,
    secretKey: key.secrets[0].secret,
    authorizationCode: code,
  });
  const response = await fetch(`${server.base}/api/access-token?${query}`, {
    headers: { ...headers, ...bearer(token) },
  });
  return response.status;
}

describe('TRUST_PROXY=1 without DEVCENTER_SITE_URL: X-Forwarded-Proto http://evil.example/?', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '1' });
    token = (await sandboxSignIn({ base: `${server.base}/sandbox` } as RunningSandbox))
      .access_token;
  }, 60_000);
  afterAll(() => server.close());

  it('says so in one line at start-up', () => {
    const warnings = server.logs.filter((line) =>
      line.includes('TRUST_PROXY is set without DEVCENTER_SITE_URL'),
    );
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]).level).toBe(40);
  });

  it('signs in through the request host over http: redirect, redirect_uri and the exchange', async () => {
    const login = await fetch(`${server.base}/auth/login`, { headers: EVIL, redirect: 'manual' });
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.origin).toBe(server.base);
    expect(authorize.pathname).toBe('/sandbox/oauth/auth');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.base}/auth/callback`);
    const cookie = Object.entries(cookiesOf(login))
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const answer = await fetch(await submitLogin(authorize), {
      headers: { ...EVIL, cookie },
      redirect: 'manual',
    });
    expect(answer.status).toBe(302);
    expect(cookiesOf(answer).dct).toBeTruthy();
  });

  it('gives Postman, MCP and the mailed link the request host over http', async () => {
    expect(await postmanBaseUrl(server, EVIL)).toBe(`${server.base}/sandbox`);
    expect(await mcpReference(server, EVIL)).toBe(`${server.base}/docs/esign-rest-api/reference/`);
    expect(await mailedLink(server, 'evil-proto@example.test', EVIL)).toMatch(
      new RegExp(`^${server.base}/api/newsletter-signup/confirm\\?token=[\\w-]{32}$`),
    );
  }, 30_000);

  it('exchanges the token generator code with the redirect URI the key holds', async () => {
    expect(await tokenGeneratorExchange(server, token, server.base, EVIL)).toBe(200);
  });

  it('accepts only the request host as siteUrl, whatever the forwarded scheme', async () => {
    expect(await explorerSiteUrl(server, token, `${server.base}/docs/`, EVIL)).toMatchObject({
      status: 200,
    });
    expect(
      await explorerSiteUrl(server, token, `http://evil.example/?://${server.base.slice(7)}`, EVIL),
    ).toEqual({ status: 400, field: 'siteUrl' });
  }, 30_000);

  it('still honours a forwarded https', async () => {
    const login = await fetch(`${server.base}/auth/login`, {
      headers: { 'x-forwarded-proto': 'https' },
      redirect: 'manual',
    });
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `https://${server.base.slice('http://'.length)}/auth/callback`,
    );
  });
});

describe('DEVCENTER_SITE_URL: the only origin, whatever the request says', () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ DEVCENTER_SITE_URL: PUBLIC, TRUST_PROXY: '1' });
    token = (await sandboxSignIn({ base: `${server.base}/sandbox` } as RunningSandbox))
      .access_token;
  }, 60_000);
  afterAll(() => server.close());

  it('logs no proxy warning', () => {
    expect(server.logs.join('')).not.toContain('TRUST_PROXY is set without');
  });

  it('sends sign-in to its origin with its redirect_uri', async () => {
    const { authorizeUrl } = await beginSignIn(server.base);
    expect(authorizeUrl.origin).toBe(PUBLIC);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC}/auth/callback`);
  });

  it('gives Postman, MCP and the mailed link its origin', async () => {
    expect(await postmanBaseUrl(server, EVIL)).toBe(`${PUBLIC}/sandbox`);
    expect(await mcpReference(server)).toBe(`${PUBLIC}/docs/esign-rest-api/reference/`);
    expect(await mailedLink(server, 'public-origin@example.test')).toMatch(
      new RegExp(`^${PUBLIC}/api/newsletter-signup/confirm\\?token=[\\w-]{32}$`),
    );
  }, 30_000);

  it('exchanges the token generator code with its redirect URI', async () => {
    expect(await tokenGeneratorExchange(server, token, PUBLIC)).toBe(200);
  });

  it('accepts only its origin as siteUrl, in the explorer and in codeload', async () => {
    expect((await explorerSiteUrl(server, token, `${PUBLIC}/docs/`)).status).toBe(200);
    expect(await explorerSiteUrl(server, token, `${server.base}/docs/`)).toEqual({
      status: 400,
      field: 'siteUrl',
    });
    // The key is not the user's (404 integrationKey): siteUrl itself was accepted.
    expect(await codeloadSiteUrl(server, token, PUBLIC)).toEqual({
      status: 404,
      field: 'integrationKey',
    });
    expect(await codeloadSiteUrl(server, token, `${PUBLIC}\\@evil.example/`)).toEqual({
      status: 400,
      field: 'siteUrl',
    });
  }, 30_000);
});
