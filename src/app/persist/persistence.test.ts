import type { Persistor, Storage } from 'redux-persist';
import { makeStore } from '../store';
import { ADMIN_SETTINGS, ADMIN_USER } from '../../test-utils/fixtures';
import { mockHttp } from '../../test-utils/mockHttp';
import { userActions } from '../../features/user/userSlice';
import { eloquaTrackingActions } from '../../features/eloquaTracking/eloquaTrackingSlice';
import { quickstartActions } from '../../features/quickstart/quickstartSlice';
import { waitForRehydration } from './waitForRehydration';
import { attachPersistence } from './persistence';

const STORAGE_KEY = 'persist:root';
const TOKEN = 'secret-token-0123456789';

function bootstrapped(persistor: Persistor) {
  return waitForRehydration(persistor, 1000);
}

async function signedInStoreWrittenToStorage() {
  const store = makeStore();
  const persistor = attachPersistence(store);
  await bootstrapped(persistor);
  store.dispatch(userActions.tokenReceived(TOKEN));
  store.dispatch(userActions.profileLoaded({ userInfo: ADMIN_USER, settings: ADMIN_SETTINGS }));
  store.dispatch(eloquaTrackingActions.interestSelected('esignature'));
  store.dispatch(quickstartActions.keyCreated('ik-not-persisted'));
  await persistor.flush();
  return store;
}

describe('persisted state', () => {
  let warn: jest.SpyInstance;
  let network: ReturnType<typeof mockHttp>;
  beforeEach(() => {
    localStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Choosing an interest sends tracking; the platform is not part of these tests.
    network = mockHttp({ 'POST /api/eloqua': { status: 204 } });
  });
  afterEach(() => {
    warn.mockRestore();
    network.restore();
  });

  it('keeps only user and eloquaTracking under persist:root', async () => {
    await signedInStoreWrittenToStorage();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'eloquaTracking', 'user']);
  });

  it('stores the groups encrypted: the token is nowhere in storage', async () => {
    await signedInStoreWrittenToStorage();
    const raw = localStorage.getItem(STORAGE_KEY) ?? '';
    expect(raw).not.toContain(TOKEN);
    expect(raw).not.toContain('Alex Admin');
    expect(raw).not.toContain('esignature');
  });

  it('a new page load gets the user back', async () => {
    await signedInStoreWrittenToStorage();
    const store = makeStore();
    await bootstrapped(attachPersistence(store));
    expect(store.getState().user.token).toBe(TOKEN);
    expect(store.getState().user.userInfo?.name).toBe('Alex Admin');
    expect(store.getState().eloquaTracking.interest).toBe('esignature');
    expect(store.getState().quickstart.integrationKey).toBeNull();
  });

  it('an undecryptable group only logs a warning and the app starts signed out', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        user: JSON.stringify('U2FsdGVkX1+not+really+ciphertext=='),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const store = makeStore();
    await expect(bootstrapped(attachPersistence(store))).resolves.toBe('rehydrated');
    expect(warn).toHaveBeenCalled();
    expect(store.getState().user.token).toBeNull();
    expect(store.getState().user.interestList).toEqual([]);
  });

  it('a corrupted record only logs a warning', async () => {
    localStorage.setItem(STORAGE_KEY, '{"user":');
    const store = makeStore();
    await expect(bootstrapped(attachPersistence(store))).resolves.toBe('rehydrated');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[persist]'), expect.anything());
    expect(store.getState().user.isLoggedIn).toBe(false);
  });

  it('state encrypted with another secret is ignored with a warning', async () => {
    await signedInStoreWrittenToStorage();
    const { makePersistConfig } = await import('./persistConfig');
    const { getStoredState } = await import('redux-persist');
    const { browserStorage } = await import('./storage');
    const restored = (await getStoredState(
      makePersistConfig(browserStorage(), 'another-secret') as never,
    )) as Record<string, unknown>;
    expect(restored.user).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});

describe('waiting for rehydration', () => {
  const hangingStorage: Storage = {
    getItem: () => new Promise(() => undefined),
    setItem: async () => undefined,
    removeItem: async () => undefined,
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up after 5000 ms when storage never answers', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const neverBootstraps = {
      getState: () => ({ bootstrapped: false, registry: [] }),
      subscribe: () => () => undefined,
    } as unknown as Persistor;
    let outcome: string | undefined;
    void waitForRehydration(neverBootstraps).then((value) => (outcome = value));
    await jest.advanceTimersByTimeAsync(4999);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timeout');
    warn.mockRestore();
  });

  const SERVICE_UUID = '0b4e7f5a-3c2d-4e1f-9a8b-7c6d5e4f3a2b';

  it('the session starts after the 5000 ms wait with a hanging storage', async () => {
    const { startSession } = await import('../clientApp');
    // The global user id comes from the user-id service once the session starts.
    const network = mockHttp({
      'GET /api/global-user-id': { status: 200, data: { userUuid: SERVICE_UUID } },
    });
    const { startPersistence } = await import('../clientApp');
    const app = { store: makeStore() };
    startPersistence(app, (store) => Promise.resolve(attachPersistence(store, hangingStorage)));
    const started = jest.fn();
    void startSession(app).then(started);
    const store = app.store;
    await jest.advanceTimersByTimeAsync(4999);
    expect(started).not.toHaveBeenCalled();
    expect(store.getState().globalUser.userUuid).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toHaveBeenCalled();
    // app/started reached the sagas: the global user id is now known.
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().globalUser.userUuid).toBe(SERVICE_UUID);
    network.restore();
  });
});
