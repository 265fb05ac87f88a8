import { appStarted } from '../../app/appEvents';
import { makeStore } from '../../app/store';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { consentActions } from '../consent/consentSlice';
import { eloquaTrackingActions } from './eloquaTrackingSlice';

const ELOQUA = 'POST /api/eloqua';
const sent = (network: ReturnType<typeof mockHttp>) =>
  network.calls.filter((call) => `${call.method?.toUpperCase()} ${call.url}` === ELOQUA);

describe('marketing tracking', () => {
  let network: ReturnType<typeof mockHttp>;
  afterEach(() => {
    network.restore();
    delete window.globalUserUuid;
  });

  it('sends interest, global user and current user once an interest is chosen, with consent', async () => {
    network = mockHttp({ [ELOQUA]: { status: 202 } });
    const store = makeStore();
    window.globalUserUuid = 'page-global-1';
    store.dispatch(appStarted());
    store.dispatch(consentActions.consentChosen({ analytics: false, marketing: true }));
    store.dispatch(eloquaTrackingActions.interestSelected('esign-rest-api'));
    await settle();
    expect(sent(network)).toHaveLength(1);
    expect(JSON.parse(String(sent(network)[0].data))).toEqual({
      interest: 'esign-rest-api',
      globalUser: 'page-global-1',
      currentUser: null,
    });
    expect(sent(network)[0].headers.get('global-user-uuid')).toBe('page-global-1');
    expect(sent(network)[0].headers.get('Authorization')).toBeFalsy();
  });

  it('sends nothing without consent to marketing, and the interest set once consent comes', async () => {
    network = mockHttp({ [ELOQUA]: { status: 202 } });
    const store = makeStore();
    store.dispatch(consentActions.consentChosen({ analytics: true, marketing: false }));
    store.dispatch(eloquaTrackingActions.interestSelected('maestro-api'));
    await settle();
    expect(sent(network)).toHaveLength(0);
    store.dispatch(consentActions.consentChosen({ analytics: true, marketing: true }));
    await settle();
    expect(JSON.parse(String(sent(network)[0].data)).interest).toBe('maestro-api');
  });

  it('sends nothing without an interest, and one interest once', async () => {
    network = mockHttp({ [ELOQUA]: { status: 202 } });
    const store = makeStore();
    store.dispatch(consentActions.consentChosen({ analytics: false, marketing: true }));
    store.dispatch(eloquaTrackingActions.interestSelected(''));
    await settle();
    expect(sent(network)).toHaveLength(0);
    for (const interest of ['click-api', 'click-api', 'admin-api', 'admin-api']) {
      store.dispatch(eloquaTrackingActions.interestSelected(interest));
      await settle();
    }
    expect(sent(network).map((call) => JSON.parse(String(call.data)).interest)).toEqual([
      'click-api',
      'admin-api',
    ]);
    expect(store.getState().eloquaTracking.sentInterest).toBe('admin-api');
  });

  it('a failure is recorded with its message, without a toast', async () => {
    network = mockHttp({ [ELOQUA]: { status: 502, statusText: 'Bad Gateway' } });
    const store = makeStore();
    store.dispatch(consentActions.consentChosen({ analytics: false, marketing: true }));
    store.dispatch(eloquaTrackingActions.interestSelected('esign-rest-api'));
    await settle();
    expect(store.getState().eloquaTracking.error).toBe('Bad Gateway');
    expect(store.getState().eloquaTracking.sentInterest).toBeNull();
    expect(store.getState().toasts).toEqual([]);
  });
});
