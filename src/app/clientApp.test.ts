import { waitFor } from '@testing-library/react';
import { createClientApp, flushPersistedState, type ClientApp } from './clientApp';
import { consentActions } from '../features/consent/consentSlice';
import { eloquaTrackingActions } from '../features/eloquaTracking/eloquaTrackingSlice';
import { mockHttp } from '../test-utils/mockHttp';

// The browser's app shell on a page load: persistence (redux-persist and the cipher) is loaded
// only when there is state to bring back or to keep; a first visit starts without it.
const STORAGE_KEY = 'persist:root';
const USER_UUID = '0b4e7f5a-3c2d-4e1f-9a8b-7c6d5e4f3a2b';

/** A fresh page load. */
function pageLoad(): { app: ClientApp; flush: () => Promise<void> } {
  const app = createClientApp();
  return { app, flush: () => flushPersistedState(app) };
}

let network: ReturnType<typeof mockHttp>;
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'dct=; Max-Age=0; path=/';
  network = mockHttp({
    'GET /api/global-user-id': { status: 200, data: { userUuid: USER_UUID } },
    'POST /api/eloqua': { status: 204 },
  });
});
afterEach(() => network.restore());

test('a first visit starts the session without loading persistence', async () => {
  const { app } = pageLoad();
  expect(app.persistence).toBeUndefined();
  // app/started reached the sagas: the visitor id was asked for.
  await waitFor(() => expect(app.store.getState().globalUser.userUuid).toBe(USER_UUID));
  expect(app.persistence).toBeUndefined();
  expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
});

test('an interest is kept only with consent to marketing: then persistence loads, encrypted', async () => {
  const { app, flush } = pageLoad();
  app.store.dispatch(eloquaTrackingActions.interestSelected('esignature'));
  // Reading an API's pages without consent stores nothing, and loads no persistence.
  expect(app.persistence).toBeUndefined();
  app.store.dispatch(consentActions.consentChosen({ analytics: false, marketing: true }));
  expect(app.persistence).toBeDefined();
  await app.persistence!.ready;
  await flush();
  const stored = localStorage.getItem(STORAGE_KEY) ?? '';
  expect(JSON.parse(stored)).toHaveProperty('eloquaTracking');
  expect(stored).not.toContain('esignature');

  // The next page load finds it and brings the interest back before the session starts.
  const next = pageLoad();
  expect(next.app.persistence).toBeDefined();
  await next.app.persistence!.ready;
  expect(next.app.store.getState().eloquaTracking.interest).toBe('esignature');
});

test('a page load completing a sign-in (the dct cookie) loads persistence at once', async () => {
  document.cookie = 'dct=token-from-sign-in; path=/';
  network.restore();
  network = mockHttp({
    'GET /api/global-user-id': { status: 200, data: { userUuid: USER_UUID } },
    'GET /api/user': { status: 200, data: { name: 'Alex Admin', accounts: [] } },
    'GET /api/user/settings': { status: 200, data: {} },
  });
  const { app, flush } = pageLoad();
  expect(app.persistence).toBeDefined();
  await waitFor(() => expect(app.store.getState().user.token).toBe('token-from-sign-in'));
  await flush();
  expect(localStorage.getItem(STORAGE_KEY)).not.toContain('token-from-sign-in');
  expect(localStorage.getItem(STORAGE_KEY)).toContain('user');
});
