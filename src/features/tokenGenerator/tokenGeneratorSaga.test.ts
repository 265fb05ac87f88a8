import { makeStore as makeAppStore } from '../../app/store';
import { watchTokenGenerator } from './tokenGeneratorSaga';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { takeUnseenSessionExpiry } from '../../app/sessionExpiry';
import type { Application } from './api';
import {
  MISSING_REDIRECT_URI_TEXT,
  OAUTH_STATE_STORAGE_KEY,
  STATE_MISMATCH_TEXT,
  TOKEN_GENERATOR_NAME,
  browser,
} from './flow';
import { DEFAULT_TOKEN_ERROR_TEXT } from './tokenErrors';
import { tokenGeneratorActions as tokens } from './tokenGeneratorSlice';

/** The app's store with this tool's saga started, as its page starts it (useSaga). */
const makeStore = (...args: Parameters<typeof makeAppStore>) => {
  const store = makeAppStore(...args);
  store.sagas.run(watchTokenGenerator);
  return store;
};

const KEY_ID = '11111111-2222-4333-8444-555555555555';
const BASE = `${window.location.origin}/token-generator/`;
const MASK = '************';

const tokenKey = (overrides: Partial<Application> = {}): Application => ({
  client_id: KEY_ID,
  name: `Acme ${TOKEN_GENERATOR_NAME}`,
  redirect_uris: [BASE],
  secrets: [
    { id: 'aaaaaaaa-0000-4000-8000-000000000001', secret: `${MASK}ab12`, type: 'secret' },
    { id: 'aaaaaaaa-0000-4000-8000-000000000002', secret: `${MASK}cd34`, type: 'secret' },
  ],
  keys: [{ id: 'bbbbbbbb-0000-4000-8000-000000000001', type: 'rsa' }],
  ...overrides,
});

async function flowsSettled() {
  for (let i = 0; i < 10; i += 1) await settle();
}

const toastTexts = (store: ReturnType<typeof makeStore>) =>
  store.getState().toasts.map((toast) => toast.text);

describe('token generator flow', () => {
  let network: ReturnType<typeof mockHttp>;
  const navigate = jest.fn();
  const originalNavigate = browser.navigate;
  beforeEach(() => {
    browser.navigate = navigate;
    navigate.mockReset();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    network.restore();
    browser.navigate = originalNavigate;
  });

  it('uses the key it finds and sends the browser to the authorization page with a stored state', async () => {
    network = mockHttp({
      'GET /api/applications': {
        status: 200,
        data: {
          applications: [{ client_id: 'other', name: 'Other', redirect_uris: [] }, tokenKey()],
        },
      },
    });
    const store = makeStore();
    store.dispatch(tokens.tokenRequested());
    await flowsSettled();
    expect(network.calls.map((call) => call.method)).toEqual(['get']);
    expect(store.getState().tokenGenerator.integrationKeyId).toBe(KEY_ID);
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0][0] as string);
    expect(url.pathname).toBe('/sandbox/oauth/auth');
    expect(url.searchParams.get('client_id')).toBe(KEY_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(BASE);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('signature');
    const state = url.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(window.sessionStorage.getItem(OAUTH_STATE_STORAGE_KEY)).toBe(state);
  });

  it('creates the key when none matches, with this page as redirect URI and no secret', async () => {
    network = mockHttp({
      'GET /api/applications': { status: 200, data: { applications: [] } },
      'POST /api/applications': { status: 201, data: tokenKey({ secrets: [], keys: [] }) },
    });
    const store = makeStore();
    store.dispatch(tokens.tokenRequested());
    await flowsSettled();
    const create = network.calls.find((call) => call.method === 'post');
    expect(JSON.parse(create?.data as string)).toEqual({
      name: TOKEN_GENERATOR_NAME,
      redirect_uris: [BASE],
      shouldCreateSecretKey: false,
      shouldCreateRSAKey: false,
    });
    expect(create?.timeout).toBe(20_000);
    expect(store.getState().tokenGenerator.integrationKeyId).toBe(KEY_ID);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('fails with missing_redirect_uri when no redirect URI starts with the base path', async () => {
    network = mockHttp({
      'GET /api/applications': {
        status: 200,
        data: { applications: [tokenKey({ redirect_uris: ['https://elsewhere.test/cb'] })] },
      },
    });
    const store = makeStore();
    store.dispatch(tokens.tokenRequested());
    await flowsSettled();
    expect(store.getState().tokenGenerator.authFailed).toBe(true);
    expect(store.getState().tokenGenerator.error).toBe('missing_redirect_uri');
    expect(toastTexts(store)).toEqual([MISSING_REDIRECT_URI_TEXT]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 401 during key lookup fires the unauthorized action (and the session ends)', async () => {
    network = mockHttp({ 'GET /api/applications': { status: 401, statusText: 'Unauthorized' } });
    const store = makeStore({ user: { ...makeStore().getState().user, token: 'tok' } });
    store.dispatch(tokens.tokenRequested());
    await flowsSettled();
    // userSaga answers unauthorized with a logout: the token is gone.
    expect(store.getState().user.token).toBeNull();
    expect(takeUnseenSessionExpiry()).toBe(true);
    expect(store.getState().tokenGenerator.authFailed).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on return: new secret, older masked secrets and RSA keys deleted, code exchanged with the plain secret', async () => {
    window.sessionStorage.setItem(OAUTH_STATE_STORAGE_KEY, 'state-1');
    const newSecret = {
      id: 'aaaaaaaa-0000-4000-8000-000000000009',
      secret: 'plain-secret-value',
      type: 'secret',
    };
    network = mockHttp({
      'GET /api/applications': { status: 200, data: { applications: [tokenKey()] } },
      'POST /api/secrets': { status: 201, data: newSecret },
      'DELETE /api/secrets': { status: 204 },
      'DELETE /api/keys': { status: 204 },
      'GET /api/access-token': {
        status: 200,
        data: { access_token: 'the-token', expires_in: 28800, token_type: 'Bearer' },
      },
    });
    const store = makeStore();
    store.dispatch(tokens.codeReturned({ code: 'code-1', state: 'state-1' }));
    await flowsSettled();
    const calls = network.calls.map((call) => `${call.method?.toUpperCase()} ${call.url}`);
    expect(calls).toEqual([
      'GET /api/applications',
      'POST /api/secrets',
      'DELETE /api/secrets',
      'DELETE /api/secrets',
      'DELETE /api/keys',
      'GET /api/access-token',
    ]);
    expect(network.calls[2].params).toEqual({
      integrationKeyId: KEY_ID,
      secretId: 'aaaaaaaa-0000-4000-8000-000000000001',
    });
    expect(network.calls[4].params).toEqual({
      integrationKeyId: KEY_ID,
      keyId: 'bbbbbbbb-0000-4000-8000-000000000001',
    });
    expect(network.calls[5].params).toEqual({
      integrationKeyId: KEY_ID,
      secretKey: 'plain-secret-value',
      authorizationCode: 'code-1',
    });
    expect(store.getState().tokenGenerator).toMatchObject({
      integrationKeyId: KEY_ID,
      accessTokenData: { access_token: 'the-token', expires_in: 28800 },
      authFailed: false,
    });
    expect(window.sessionStorage.getItem(OAUTH_STATE_STORAGE_KEY)).toBeNull();
    // The token is kept in memory only.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('the-token');
  });

  /** Back from the platform with a key that has no old secrets; the exchange answers `answer`. */
  async function exchangeAnswering(answer: {
    status: number;
    statusText?: string;
    data?: unknown;
  }) {
    window.sessionStorage.setItem(OAUTH_STATE_STORAGE_KEY, 'state-1');
    network = mockHttp({
      'GET /api/applications': {
        status: 200,
        data: { applications: [tokenKey({ secrets: [], keys: [] })] },
      },
      'POST /api/secrets': {
        status: 201,
        data: { id: 'aaaaaaaa-0000-4000-8000-000000000009', secret: 'plain', type: 'secret' },
      },
      'GET /api/access-token': answer,
    });
    const store = makeStore({ user: { ...makeStore().getState().user, token: 'tok' } });
    store.dispatch(tokens.codeReturned({ code: 'code-1', state: 'state-1' }));
    await flowsSettled();
    return store;
  }

  it('an exchange failure shows the toast configured for its error_description', async () => {
    // What GET /api/access-token answers when the platform refuses a used code.
    const description = 'The authorization code has already been used.';
    const store = await exchangeAnswering({
      status: 400,
      statusText: 'Bad Request',
      data: { error: 'invalid_grant', error_description: description, message: description },
    });
    expect(store.getState().tokenGenerator.authFailed).toBe(true);
    expect(store.getState().tokenGenerator.error).toBe(description);
    expect(store.getState().tokenGenerator.accessTokenData).toBeNull();
    expect(toastTexts(store)).toEqual([
      'The authorization code was already used. Generate the token again.',
    ]);
    // A refused exchange is the key's problem: the user stays signed in.
    expect(store.getState().user.token).toBe('tok');
  });

  it('an unlisted error_description falls back to the toast for its error code', async () => {
    const store = await exchangeAnswering({
      status: 400,
      statusText: 'Bad Request',
      data: { error: 'invalid_client', error_description: 'Client blocked', message: 'x' },
    });
    expect(toastTexts(store)).toEqual([
      'The integration key or its secret was refused. Generate the token again.',
    ]);
    expect(store.getState().tokenGenerator.error).toBe('Client blocked');
  });

  it('an unknown error_description and code get the default toast', async () => {
    const store = await exchangeAnswering({
      status: 400,
      data: { error: 'server_error', error_description: 'Something odd', message: 'x' },
    });
    expect(toastTexts(store)).toEqual([DEFAULT_TOKEN_ERROR_TEXT]);
    expect(store.getState().tokenGenerator.error).toBe('Something odd');
  });

  it('a returned state that does not match the stored one is refused before any call', async () => {
    window.sessionStorage.setItem(OAUTH_STATE_STORAGE_KEY, 'state-1');
    network = mockHttp({});
    const store = makeStore();
    store.dispatch(tokens.codeReturned({ code: 'c', state: 'forged' }));
    await flowsSettled();
    expect(network.calls).toHaveLength(0);
    expect(toastTexts(store)).toEqual([STATE_MISMATCH_TEXT]);
    expect(store.getState().tokenGenerator.authFailed).toBe(true);
  });
});
