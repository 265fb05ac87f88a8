import { appStarted } from '../../app/appEvents';
import { makeStore } from '../../app/store';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { userActions } from '../user/userSlice';
import { DEFAULT_USER_ID_SERVICE_URL } from './api';
import { GLOBAL_USER_UUID_ERROR } from './globalUserSaga';
import { globalUserActions } from './globalUserSlice';

const SERVICE_UUID = '6a0c5b1e-2f3d-4c8a-9b7e-1d2c3b4a5f60';
const REMEMBERED_UUID = '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f';
const SERVICE = `GET ${DEFAULT_USER_ID_SERVICE_URL}`;
const TELEMETRY = 'POST /api/client-otel-metrics';

async function flowsSettled() {
  for (let i = 0; i < 5; i += 1) await settle();
}

const callsTo = (network: ReturnType<typeof mockHttp>, route: string) =>
  network.calls.filter((call) => `${call.method?.toUpperCase()} ${call.url}` === route);

describe('global user id', () => {
  let network: ReturnType<typeof mockHttp>;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete window.globalUserUuid;
    delete process.env.GATSBY_USER_ID_SERVICE_URL;
    network.restore();
    warn.mockRestore();
  });

  it('takes the id the page provides and calls nothing', async () => {
    network = mockHttp({ [SERVICE]: { status: 200, data: { userUuid: SERVICE_UUID } } });
    window.globalUserUuid = 'from-page';
    const store = makeStore();
    store.dispatch(appStarted());
    await flowsSettled();
    expect(store.getState().globalUser.userUuid).toBe('from-page');
    expect(network.calls).toHaveLength(0);
  });

  it('otherwise uses the id of the user-id service, asked with credentials and no token', async () => {
    network = mockHttp({ [SERVICE]: { status: 200, data: { userUuid: SERVICE_UUID } } });
    const store = makeStore({
      eloquaTracking: {
        interest: null,
        globalUser: REMEMBERED_UUID,
        currentUser: null,
        error: null,
        sentInterest: null,
      },
    });
    store.dispatch(userActions.tokenReceived('tok-1'));
    store.dispatch(appStarted());
    await flowsSettled();
    expect(store.getState().globalUser.userUuid).toBe(SERVICE_UUID);
    // Remembered for the next visit, with tracking (persisted).
    expect(store.getState().eloquaTracking.globalUser).toBe(SERVICE_UUID);
    const [lookup] = callsTo(network, SERVICE);
    expect(lookup.withCredentials).toBe(true);
    expect(lookup.headers.get('Authorization')).toBeFalsy();
    expect(lookup.headers.has('global-user-uuid')).toBe(false);
    expect(callsTo(network, TELEMETRY)).toHaveLength(0);
  });

  it('asks the configured service URL, a cross-origin host getting no bearer token', async () => {
    const url = 'https://identity.example.test/v1/global-user';
    process.env.GATSBY_USER_ID_SERVICE_URL = url;
    network = mockHttp({ [`GET ${url}`]: { status: 200, data: { userUuid: SERVICE_UUID } } });
    const store = makeStore();
    store.dispatch(userActions.tokenReceived('tok-1'));
    store.dispatch(appStarted());
    await flowsSettled();
    expect(store.getState().globalUser.userUuid).toBe(SERVICE_UUID);
    const lookups = callsTo(network, `GET ${url}`);
    expect(lookups).toHaveLength(1);
    expect(lookups[0].withCredentials).toBe(true);
    expect(lookups[0].headers.get('Authorization')).toBeFalsy();
  });

  it('on a service failure: failure event, telemetry with the status text, remembered id', async () => {
    network = mockHttp({
      [SERVICE]: { status: 502, statusText: 'Bad Gateway' },
      [TELEMETRY]: { status: 202 },
    });
    const store = makeStore({
      eloquaTracking: {
        interest: null,
        globalUser: REMEMBERED_UUID,
        currentUser: null,
        error: null,
        sentInterest: null,
      },
    });
    const failed = jest.spyOn(globalUserActions, 'userUuidFailed');
    store.dispatch(appStarted());
    await flowsSettled();

    expect(failed).toHaveBeenCalledWith('Bad Gateway');
    failed.mockRestore();
    expect(store.getState().globalUser.userUuid).toBe(REMEMBERED_UUID);
    const [event] = callsTo(network, TELEMETRY);
    expect(JSON.parse(String(event.data))).toEqual({
      eventSource: 'Global User UUID Error',
      eventData: { message: 'Bad Gateway' },
      globalUserUuid: REMEMBERED_UUID,
    });
    expect(GLOBAL_USER_UUID_ERROR).toBe('Global User UUID Error');
    // The event itself already carries the fallback id as its header.
    expect(event.headers.get('global-user-uuid')).toBe(REMEMBERED_UUID);
    expect(event.headers.get('Authorization')).toBeFalsy();
  });

  it('an answer without a UUID is a failure too; a first visit gets a random id', async () => {
    network = mockHttp({
      [SERVICE]: { status: 200, data: { userUuid: 'not-a-uuid' } },
      [TELEMETRY]: { status: 202 },
    });
    const store = makeStore();
    store.dispatch(appStarted());
    await flowsSettled();
    const uuid = store.getState().globalUser.userUuid;
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(JSON.parse(String(callsTo(network, TELEMETRY)[0].data))).toEqual({
      eventSource: GLOBAL_USER_UUID_ERROR,
      eventData: { message: 'The user-id service answered no user id' },
      globalUserUuid: uuid,
    });
  });

  it('a failed telemetry call is only logged: the id is set and later requests carry it', async () => {
    network = mockHttp({
      [SERVICE]: { status: 503, statusText: 'Service Unavailable' },
      [TELEMETRY]: { status: 500, statusText: 'Internal Server Error' },
      'GET /api/user': { status: 200, data: {} },
    });
    const store = makeStore();
    store.dispatch(appStarted());
    await flowsSettled();
    const uuid = store.getState().globalUser.userUuid;
    expect(uuid).toEqual(expect.any(String));
    expect(callsTo(network, TELEMETRY)).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      '[telemetry] event not sent',
      GLOBAL_USER_UUID_ERROR,
      expect.anything(),
    );
    const { http } = await import('../../app/http');
    await http.get('/api/user');
    expect(callsTo(network, 'GET /api/user')[0].headers.get('global-user-uuid')).toBe(uuid);
  });

  it('the first calls of a page load wait for the id, and carry it (docs/behaviour.md §7)', async () => {
    let answer: (reply: { status: number; data: unknown }) => void = () => undefined;
    network = mockHttp({
      [SERVICE]: () => new Promise((resolve) => (answer = resolve)),
      'GET /api/user': { status: 200, data: { sub: 'u', name: 'U', accounts: [] } },
      'GET /api/user/settings': { status: 200, data: {} },
    });
    const store = makeStore();
    store.dispatch(userActions.tokenReceived('tok-1'));
    store.dispatch(appStarted());
    await flowsSettled();
    expect(store.getState().globalUser.lookup).toBe('pending');
    expect(callsTo(network, 'GET /api/user')).toHaveLength(0);
    answer({ status: 200, data: { userUuid: SERVICE_UUID } });
    await flowsSettled();
    for (const route of ['GET /api/user', 'GET /api/user/settings']) {
      const [first] = callsTo(network, route);
      expect(first.headers.get('global-user-uuid')).toBe(SERVICE_UUID);
    }
    expect(store.getState().globalUser.lookup).toBe('done');
  });
});
