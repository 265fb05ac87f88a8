import { makeStore } from '../../app/store';
import { mockHttp } from '../../test-utils/mockHttp';
import { searchActions } from '../search/searchSlice';
import { consentActions } from '../consent/consentSlice';
import { globalUserActions } from '../globalUser/globalUserSlice';
import { experimentExposed, routeChanged } from './analyticsEvents';
// `window.dataLayer`: the tag manager's queue, declared where the site uses it.
import type {} from './tagManager';

const SIGNAL = 'POST /api/signal';
const VISITOR = '6a0c5b1e-2f3d-4c8a-9b7e-1d2c3b4a5f60';
let network: ReturnType<typeof mockHttp>;
const signals = () =>
  network.calls
    .filter((call) => `${call.method?.toUpperCase()} ${call.url}` === SIGNAL)
    .map((call) => JSON.parse(String(call.data)));
const script = () => document.head.querySelector<HTMLScriptElement>('script[data-tag-manager]');

beforeEach(() => {
  jest.useFakeTimers();
  network = mockHttp({ [SIGNAL]: { status: 202 } });
  window.localStorage.clear();
  document.head.innerHTML = '';
  document.title = 'Envelopes: create';
  delete window.dataLayer;
});
afterEach(() => {
  network.restore();
  jest.useRealTimers();
  delete process.env.GATSBY_TAG_MANAGER_ID;
});

function storeWith(consent: { analytics: boolean; marketing: boolean } | null) {
  const store = makeStore();
  store.dispatch(globalUserActions.userUuidReceived(VISITOR));
  if (consent) store.dispatch(consentActions.consentChosen(consent));
  return store;
}

describe('tag manager (docs/behaviour.md §7)', () => {
  it('loads the configured container 3 s after the page has loaded, with analytics consent', async () => {
    process.env.GATSBY_TAG_MANAGER_ID = 'GTM-TEST01';
    storeWith({ analytics: true, marketing: false });
    await jest.advanceTimersByTimeAsync(2999);
    expect(script()).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(script()?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST01');
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('loads nothing before consent, and only once analytics is allowed', async () => {
    process.env.GATSBY_TAG_MANAGER_ID = 'GTM-TEST01';
    const store = storeWith(null);
    await jest.advanceTimersByTimeAsync(10_000);
    store.dispatch(consentActions.consentChosen({ analytics: false, marketing: true }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(script()).toBeNull();
    store.dispatch(consentActions.consentChosen({ analytics: true, marketing: true }));
    await jest.advanceTimersByTimeAsync(3000);
    expect(script()).not.toBeNull();
  });

  it('loads nothing without a container id', async () => {
    storeWith({ analytics: true, marketing: true });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(script()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('page views', () => {
  it('are pushed and sent 3.5 s after each route update, with analytics consent', async () => {
    process.env.GATSBY_TAG_MANAGER_ID = 'GTM-TEST01';
    const store = storeWith({ analytics: true, marketing: false });
    await jest.advanceTimersByTimeAsync(3000);
    store.dispatch(routeChanged({ path: '/docs/esign-rest-api/', referrer: '/' }));
    await jest.advanceTimersByTimeAsync(3499);
    expect(signals()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(window.dataLayer).toContainEqual({
      event: 'page_view',
      page_path: '/docs/esign-rest-api/',
      page_title: 'Envelopes: create',
    });
    expect(signals()).toEqual([
      {
        type: 'page_view',
        path: '/docs/esign-rest-api/',
        title: 'Envelopes: create',
        referrer: '/',
        globalUserUuid: VISITOR,
      },
    ]);
  });

  it('are neither pushed nor sent without consent to analytics', async () => {
    const store = storeWith({ analytics: false, marketing: true });
    store.dispatch(routeChanged({ path: '/', referrer: null }));
    await jest.advanceTimersByTimeAsync(5000);
    expect(signals()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it("set the marketing interest from the page's API", async () => {
    const store = storeWith(null);
    store.dispatch(routeChanged({ path: '/docs/maestro-api/reference/', referrer: null }));
    expect(store.getState().eloquaTracking.interest).toBe('maestro-api');
    store.dispatch(routeChanged({ path: '/blog/', referrer: null }));
    expect(store.getState().eloquaTracking.interest).toBe('maestro-api');
  });
});

describe('experiment exposures and searches', () => {
  const exposure = (variant: 'control' | 'nextStep', userId = VISITOR) =>
    experimentExposed({ experiment: 'see-next-step', variant, userId, path: '/docs/x/' });

  it('send an exposure once per visitor and variant, with consent only', async () => {
    const store = storeWith(null);
    store.dispatch(exposure('nextStep'));
    await jest.advanceTimersByTimeAsync(10);
    expect(signals()).toEqual([]);
    store.dispatch(consentActions.consentChosen({ analytics: true, marketing: false }));
    store.dispatch(exposure('nextStep'));
    store.dispatch(exposure('nextStep'));
    store.dispatch(exposure('control'));
    await jest.advanceTimersByTimeAsync(10);
    expect(signals()).toEqual([
      {
        type: 'experiment_exposure',
        path: '/docs/x/',
        experiment: { name: 'see-next-step', variant: 'nextStep' },
        globalUserUuid: VISITOR,
      },
      expect.objectContaining({ experiment: { name: 'see-next-step', variant: 'control' } }),
    ]);
  });

  it('send what was searched and how many results came back', async () => {
    const store = storeWith({ analytics: true, marketing: false });
    store.dispatch(
      searchActions.searchSucceeded({
        query: 'envelopes',
        category: null,
        categoryFilter: [],
        offset: 0,
        total: 7,
        results: [],
        categories: { Developer: 7, Support: 0, Blogs: 0, Community: 0, Website: 0, Courses: 0 },
      }),
    );
    await jest.advanceTimersByTimeAsync(10);
    expect(signals()).toEqual([
      {
        type: 'search',
        path: '/search/',
        query: 'envelopes',
        resultCount: 7,
        globalUserUuid: VISITOR,
      },
    ]);
  });
});
