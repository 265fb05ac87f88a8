import type { RouteUpdateArgs } from 'gatsby';
import { onRouteUpdateDelayed } from './onRouteUpdateDelayed';
import { onRouteUpdate } from '../onRouteUpdate';
import { ROUTE_DELAY_NOTICE_ID, ROUTE_DELAY_TEXT } from './routeDelayNotice';

jest.mock('../clientApp', () => ({ getClientApp: () => ({ store: { dispatch: jest.fn() } }) }));

const args = {
  location: { pathname: '/docs/', hash: '' },
  prevLocation: { pathname: '/', hash: '' },
} as unknown as RouteUpdateArgs;

const delayed = () => onRouteUpdateDelayed!(args, { plugins: [] });
const arrived = () => onRouteUpdate!(args, { plugins: [] });
const notice = () => document.getElementById(ROUTE_DELAY_NOTICE_ID);

/** The region as the server renders it on every page (src/app/onRenderBody.tsx). */
function serverRegion() {
  document.body.innerHTML = `<div id="${ROUTE_DELAY_NOTICE_ID}" aria-live="polite" aria-atomic="true"></div>`;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('a delayed route fills the page’s polite live region with the notice', () => {
  serverRegion();
  delayed();
  jest.runOnlyPendingTimers();
  expect(notice()).toHaveTextContent(ROUTE_DELAY_TEXT);
  expect(notice()).not.toHaveAttribute('role');
  expect(notice()).toHaveAttribute('aria-live', 'polite');
});

test('the notice goes when the page arrives; the empty region stays for the next delay', () => {
  serverRegion();
  delayed();
  jest.runOnlyPendingTimers();
  arrived();
  expect(notice()).toBeInTheDocument();
  expect(notice()).toBeEmptyDOMElement();
  delayed();
  jest.runOnlyPendingTimers();
  expect(notice()).toHaveTextContent(ROUTE_DELAY_TEXT);
});

test('a page that arrives before the notice is drawn shows none', () => {
  serverRegion();
  delayed();
  arrived();
  jest.runOnlyPendingTimers();
  expect(notice()).toBeEmptyDOMElement();
});

test('without the server-rendered region, one is added empty, then filled', () => {
  delayed();
  expect(notice()).toBeEmptyDOMElement();
  expect(notice()).toHaveAttribute('aria-live', 'polite');
  jest.runOnlyPendingTimers();
  expect(notice()).toHaveTextContent(ROUTE_DELAY_TEXT);
});
