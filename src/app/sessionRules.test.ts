import { http } from './http';
import { makeStore } from './store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../test-utils/fixtures';
import { mockHttp, settle } from '../test-utils/mockHttp';
import { userActions } from '../features/user/userSlice';

/**
 * docs/behaviour.md §4.1: which failed requests sign the reader out. The spec's "a 403 response
 * or a failed request triggers logout" is read as: a 403 from any call, a 401 to the reader's own
 * token, and a failed user-info (profile) load; any other failure keeps the session.
 */

const TOKEN = 'tok-session';

let network: ReturnType<typeof mockHttp>;
beforeEach(() => {
  network = mockHttp({
    'GET /api/user': { status: 200, data: ADMIN_USER },
    'GET /api/user/settings': { status: 200, data: ADMIN_SETTINGS },
    'GET /api/applications': { status: 403, statusText: 'Forbidden' },
    'GET /api/secrets': { status: 401, statusText: 'Unauthorized' },
    'GET /api/search': { status: 500, statusText: 'Internal Server Error' },
    'GET /api/blog-posts': { status: 502, statusText: 'Bad Gateway' },
    'GET /api/usage': { status: 504, statusText: 'Gateway Timeout' },
    'GET /api/opensource-repositories': { status: 404, statusText: 'Not Found' },
    // no route: the network itself fails (no answer at all)
  });
});
afterEach(() => network.restore());

/** A reader signed in with a loaded profile, in a fresh store. */
function signedIn() {
  const store = makeStore();
  store.dispatch(userActions.tokenReceived(TOKEN));
  store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  return store;
}

const signedOut = (store: ReturnType<typeof makeStore>) =>
  store.getState().user.token === null && !store.getState().user.isLoggedIn;

describe('requests that sign the reader out', () => {
  test('a 403 from any call', async () => {
    const store = signedIn();
    await expect(http.get('/api/applications')).rejects.toBeTruthy();
    expect(signedOut(store)).toBe(true);
  });

  test("a 401 to the reader's own token", async () => {
    const store = signedIn();
    await expect(http.get('/api/secrets')).rejects.toBeTruthy();
    expect(signedOut(store)).toBe(true);
  });

  test.each([
    ['answers 500', { status: 500, statusText: 'Internal Server Error' }],
    ['answers 502', { status: 502, statusText: 'Bad Gateway' }],
    ['gets no answer', undefined],
  ])('a user-info (profile) load that %s', async (_case, reply) => {
    network.restore();
    network = mockHttp({
      ...(reply ? { 'GET /api/user': reply } : {}),
      'GET /api/user/settings': { status: 200, data: ADMIN_SETTINGS },
    });
    const store = signedIn();
    store.dispatch(userActions.profileRequested());
    for (let i = 0; i < 5; i += 1) await settle();
    expect(signedOut(store)).toBe(true);
  });
});

describe('requests that keep the session', () => {
  test.each([
    ['a 500 elsewhere (search)', '/api/search'],
    ['a 502 elsewhere (blog posts)', '/api/blog-posts'],
    ['a 504 elsewhere (usage)', '/api/usage'],
    ['a 404 elsewhere', '/api/opensource-repositories'],
    ['a call that gets no answer (network down)', '/api/inbox'],
  ])('%s', async (_case, url) => {
    const store = signedIn();
    await expect(http.get(url)).rejects.toBeTruthy();
    expect(store.getState().user.token).toBe(TOKEN);
    expect(store.getState().user.isLoggedIn).toBe(true);
  });

  test('an aborted request (a newer search, a page left)', async () => {
    const store = signedIn();
    const controller = new AbortController();
    controller.abort();
    await expect(http.get('/api/user', { signal: controller.signal })).rejects.toMatchObject({
      code: 'ERR_CANCELED',
    });
    expect(store.getState().user.token).toBe(TOKEN);
    expect(store.getState().user.isLoggedIn).toBe(true);
  });

  test('a 401 to a token the caller chose (the token generator exchange)', async () => {
    const store = signedIn();
    await expect(
      http.get('/api/secrets', { headers: { Authorization: 'Bearer chosen' } }),
    ).rejects.toBeTruthy();
    expect(store.getState().user.token).toBe(TOKEN);
  });
});
