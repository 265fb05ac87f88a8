import { http, connectHttpToStore } from './http';
import { makeStore } from './store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../test-utils/fixtures';
import { mockHttp } from '../test-utils/mockHttp';
import { SESSION_EXPIRED_EVENT } from './sessionExpiry';
import { globalUserActions } from '../features/globalUser/globalUserSlice';
import { userActions } from '../features/user/userSlice';

const ok = { status: 200, data: {} };

describe('http client', () => {
  let network: ReturnType<typeof mockHttp>;
  beforeEach(() => {
    network = mockHttp({
      'GET /api/user': ok,
      'GET /page-data/app-data.json': ok,
      'GET /api/applications': { status: 403, statusText: 'Forbidden' },
      'GET /api/access-token': { status: 401, statusText: 'Unauthorized' },
      'POST https://forms.example.test/e/f2': ok,
    });
  });
  afterEach(() => network.restore());

  function signedInStore() {
    const store = makeStore();
    store.dispatch(userActions.tokenReceived('tok-1'));
    return store;
  }

  it('adds the bearer token to /api requests', async () => {
    signedInStore();
    await http.get('/api/user');
    expect(network.calls[0].headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no token to anything outside /api', async () => {
    signedInStore();
    await http.get('/page-data/app-data.json');
    expect(network.calls[0].headers.has('Authorization')).toBe(false);
  });

  it('keeps an Authorization header the caller set', async () => {
    signedInStore();
    await http.get('/api/user', { headers: { Authorization: 'Bearer chosen' } });
    expect(network.calls[0].headers.get('Authorization')).toBe('Bearer chosen');
  });

  it('sends no Authorization header when signed out', async () => {
    makeStore();
    await http.get('/api/user');
    expect(network.calls[0].headers.has('Authorization')).toBe(false);
  });

  it('adds global-user-uuid to every request except the excluded destinations', async () => {
    const store = makeStore();
    connectHttpToStore(store, { excludedFromGlobalUserUuid: ['https://forms.example.test/'] });
    store.dispatch(globalUserActions.userUuidReceived('global-42'));
    await http.get('/page-data/app-data.json');
    await http.post('https://forms.example.test/e/f2', 'email=a%40b.test');
    expect(network.calls[0].headers.get('global-user-uuid')).toBe('global-42');
    expect(network.calls[1].headers.has('global-user-uuid')).toBe(false);
  });

  it('a 403 from any call logs the user out', async () => {
    const store = signedInStore();
    store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
    await expect(http.get('/api/applications')).rejects.toMatchObject({
      response: { status: 403 },
    });
    expect(store.getState().user.token).toBeNull();
    expect(store.getState().user.isLoggedIn).toBe(false);
  });

  it('a 401 to the signed-in token signs out and announces the expired session', async () => {
    const store = signedInStore();
    const announced = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, announced);
    await expect(http.get('/api/access-token')).rejects.toBeTruthy();
    window.removeEventListener(SESSION_EXPIRED_EVENT, announced);
    expect(store.getState().user.token).toBeNull();
    expect(announced).toHaveBeenCalledTimes(1);
  });

  it('a 401 to a token the caller chose is left to the flow that made the call', async () => {
    const store = signedInStore();
    const announced = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, announced);
    await expect(
      http.get('/api/access-token', { headers: { Authorization: 'Bearer chosen' } }),
    ).rejects.toBeTruthy();
    window.removeEventListener(SESSION_EXPIRED_EVENT, announced);
    expect(store.getState().user.token).toBe('tok-1');
    expect(announced).not.toHaveBeenCalled();
  });
});
