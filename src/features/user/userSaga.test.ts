import { appStarted } from '../../app/appEvents';
import { makeStore } from '../../app/store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../test-utils/fixtures';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { readAndClearDctCookie } from './dctCookie';
import { LOGIN_ERROR_GENERIC_TEXT } from './loginError';
import { takeUnseenSessionExpiry } from '../../app/sessionExpiry';
import { initialUserState, userActions } from './userSlice';

const profileRoutes = {
  'GET /api/user': { status: 200, data: ADMIN_USER },
  'GET /api/user/settings': { status: 200, data: ADMIN_SETTINGS },
};

function clearCookies() {
  document.cookie = 'dct=; Max-Age=0; path=/';
}

async function flowsSettled() {
  for (let i = 0; i < 5; i += 1) await settle();
}

describe('session flow', () => {
  let network: ReturnType<typeof mockHttp>;
  // The page provides the global user id, so the calls seen are the session's own.
  beforeEach(() => {
    window.globalUserUuid = 'page-global-id';
  });
  afterEach(() => {
    delete window.globalUserUuid;
    network.restore();
    clearCookies();
  });

  it('reads and clears the dct cookie, loads profile and settings, and signs in', async () => {
    network = mockHttp(profileRoutes);
    document.cookie = 'dct=tok-from-cookie; path=/';
    const store = makeStore();
    store.dispatch(appStarted());
    await flowsSettled();
    expect(document.cookie).not.toContain('dct=');
    expect(store.getState().user.token).toBe('tok-from-cookie');
    expect(network.calls.map((call) => call.url).sort()).toEqual([
      '/api/user',
      '/api/user/settings',
    ]);
    expect(network.calls[0].headers.get('Authorization')).toBe('Bearer tok-from-cookie');
    expect(store.getState().user.isLoggedIn).toBe(true);
    expect(store.getState().user.userInfo?.name).toBe('Alex Admin');
    expect(store.getState().user.settings).toEqual(ADMIN_SETTINGS);
  });

  it('checks a stored token on start, so an expired one logs out, with the session notice and no toast', async () => {
    network = mockHttp({
      'GET /api/user': { status: 401, statusText: 'Unauthorized' },
      'GET /api/user/settings': { status: 401, statusText: 'Unauthorized' },
    });
    const store = makeStore({
      user: { ...initialUserState, token: 'expired', userInfo: ADMIN_USER, isLoggedIn: true },
    });
    store.dispatch(appStarted());
    await flowsSettled();
    expect(store.getState().user.token).toBeNull();
    expect(store.getState().user.isLoggedIn).toBe(false);
    expect(store.getState().toasts).toEqual([]);
    expect(takeUnseenSessionExpiry()).toBe(true);
  });

  it('an unreachable server also ends the session, with the error message as toast', async () => {
    network = mockHttp({});
    const store = makeStore({ user: { ...initialUserState, token: 'tok' } });
    store.dispatch(appStarted());
    await flowsSettled();
    expect(store.getState().user.token).toBeNull();
    expect(store.getState().toasts[0]?.text).toBe('Network Error');
  });

  it('a failed sign-in flag in the address becomes a toast and leaves the address', async () => {
    network = mockHttp({});
    window.history.pushState({}, '', '/docs/?login_error=access_denied&tab=2');
    const store = makeStore();
    store.dispatch(appStarted());
    await flowsSettled();
    expect(store.getState().toasts[0]).toMatchObject({
      kind: 'danger',
      text: 'Sign-in was cancelled or refused.',
    });
    expect(window.location.pathname + window.location.search).toBe('/docs/?tab=2');
    window.history.pushState({}, '', '/');
  });

  it('a sign-in flag with text of its own shows the generic sentence, not the text', async () => {
    network = mockHttp({});
    const planted = 'Your account is locked, call +1 555 0100';
    window.history.pushState({}, '', `/docs/?login_error=${encodeURIComponent(planted)}`);
    const store = makeStore();
    store.dispatch(appStarted());
    await flowsSettled();
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ kind: 'danger', text: LOGIN_ERROR_GENERIC_TEXT }),
    ]);
    expect(window.location.search).toBe('');
    window.history.pushState({}, '', '/');
  });

  it('makes no call for a visitor without a token', async () => {
    network = mockHttp(profileRoutes);
    const store = makeStore();
    store.dispatch(appStarted());
    await flowsSettled();
    expect(network.calls).toHaveLength(0);
    expect(store.getState().user.isLoggedIn).toBe(false);
  });

  it('a 401 during key lookup (unauthorized) logs out with the session notice', async () => {
    network = mockHttp(profileRoutes);
    const store = makeStore({ user: { ...initialUserState, token: 'tok', isLoggedIn: true } });
    store.dispatch(userActions.unauthorized());
    await flowsSettled();
    expect(store.getState().user.token).toBeNull();
    expect(store.getState().toasts).toEqual([]);
    expect(takeUnseenSessionExpiry()).toBe(true);
  });
});

describe('readAndClearDctCookie', () => {
  afterEach(clearCookies);

  it('answers null when there is no dct cookie', () => {
    document.cookie = 'other=1; path=/';
    expect(readAndClearDctCookie()).toBeNull();
  });

  it('decodes the token and removes the cookie', () => {
    document.cookie = `dct=${encodeURIComponent('a b/c=')}; path=/`;
    expect(readAndClearDctCookie()).toBe('a b/c=');
    expect(document.cookie).not.toContain('dct=');
  });
});
