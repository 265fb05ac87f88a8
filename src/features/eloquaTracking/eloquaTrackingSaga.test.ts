import { appStarted } from '../../app/appEvents';
import { makeStore } from '../../app/store';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { eloquaTrackingActions } from './eloquaTrackingSlice';

describe('marketing tracking', () => {
  let network: ReturnType<typeof mockHttp>;
  afterEach(() => network.restore());

  it('sends interest, global user and current user once an interest is chosen', async () => {
    network = mockHttp({ 'POST /api/eloqua': { status: 204 } });
    const store = makeStore();
    window.globalUserUuid = 'page-global-1';
    store.dispatch(appStarted());
    store.dispatch(eloquaTrackingActions.interestSelected('esignature'));
    await settle();
    delete window.globalUserUuid;
    expect(network.calls).toHaveLength(1);
    expect(JSON.parse(String(network.calls[0].data))).toEqual({
      interest: 'esignature',
      globalUser: 'page-global-1',
      currentUser: null,
    });
    expect(network.calls[0].headers.get('global-user-uuid')).toBe('page-global-1');
  });

  it('sends nothing without an interest', async () => {
    network = mockHttp({ 'POST /api/eloqua': { status: 204 } });
    const store = makeStore();
    store.dispatch(eloquaTrackingActions.interestSelected(''));
    await settle();
    expect(network.calls).toHaveLength(0);
  });

  it('a failure is recorded with its message, without a toast', async () => {
    network = mockHttp({ 'POST /api/eloqua': { status: 502, statusText: 'Bad Gateway' } });
    const store = makeStore();
    store.dispatch(eloquaTrackingActions.interestSelected('esignature'));
    await settle();
    expect(store.getState().eloquaTracking.error).toBe('Bad Gateway');
    expect(store.getState().toasts).toEqual([]);
  });
});
