import type { RouteUpdateArgs } from 'gatsby';
import { onRouteUpdate } from './onRouteUpdate';
import { HASH_SCROLL_RETRY_MS } from './hashScroll';
import { routeChanged } from '../features/analytics/analyticsEvents';

// The store's flows have timers of their own; here only what the route update hands them counts.
const dispatch = jest.fn();
jest.mock('./clientApp', () => ({ getClientApp: () => ({ store: { dispatch } }) }));

const scrollIntoView = jest.fn();

beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

beforeEach(() => {
  jest.useFakeTimers();
  scrollIntoView.mockClear();
  document.body.innerHTML = '';
});

afterEach(() => jest.useRealTimers());

// Gatsby passes a Location; the hash is all this API reads.
const routeTo = (hash: string, prevHash: string | null = null) =>
  onRouteUpdate!(
    {
      location: { pathname: '/docs/esign-rest-api/reference/', hash },
      prevLocation: prevHash === null ? null : { pathname: '/', hash: prevHash },
    } as unknown as RouteUpdateArgs,
    { plugins: [] },
  );

function addTarget(id: string) {
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
}

test('the first load of a URL with a hash keeps looking for content rendered after hydration', () => {
  routeTo('#schema-envelope');
  jest.advanceTimersByTime(2 * HASH_SCROLL_RETRY_MS);
  addTarget('schema-envelope');
  jest.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
});

test('a new route cancels the retries of the previous one', () => {
  routeTo('#old-section');
  jest.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
  routeTo('', '#old-section');
  addTarget('old-section');
  jest.advanceTimersByTime(10 * HASH_SCROLL_RETRY_MS);
  expect(scrollIntoView).not.toHaveBeenCalled();
  expect(jest.getTimerCount()).toBe(0);
});

test('a new route with its own hash looks for its own target only', () => {
  routeTo('#first');
  routeTo('#second', '#first');
  addTarget('first');
  addTarget('second');
  jest.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect((scrollIntoView.mock.contexts[0] as HTMLElement).id).toBe('second');
  expect(jest.getTimerCount()).toBe(0);
});

test('each route update hands its path and the previous one to the analytics flows, in a task of its own', () => {
  dispatch.mockClear();
  routeTo('', null);
  routeTo('#x', '');
  expect(dispatch).not.toHaveBeenCalled();
  jest.advanceTimersByTime(0);
  expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
    routeChanged({ path: '/docs/esign-rest-api/reference/', referrer: null }),
    routeChanged({ path: '/docs/esign-rest-api/reference/', referrer: '/' }),
  ]);
});
