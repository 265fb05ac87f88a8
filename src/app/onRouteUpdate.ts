import type { GatsbyBrowser } from 'gatsby';
import { scrollToHashWithRetry } from './hashScroll';
import { getClientApp } from './clientApp';
import { routeChanged } from '../features/analytics/analyticsEvents';
import { hideRouteDelayNotice } from './routeDelay/routeDelayNotice';

// The retries of the previous route: a reader who has moved on must not be pulled back.
let stopPendingScroll: () => void = () => undefined;

/** Runs on the first render of a URL too (prevLocation null), so a deep link gets its retries. */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  hideRouteDelayNotice(); // the page has come (spec §9's delayed-loading notice)
  stopPendingScroll();
  stopPendingScroll = scrollToHashWithRetry(location.hash);
  // Page views and the page's marketing interest (features/analytics), in a task of their own:
  // on a first load this runs in the commit of React's hydration, already a long task, and the
  // flows it sets off (a docs page's interest, its tracking) can wait for the next.
  const changed = routeChanged({
    path: location.pathname,
    referrer: prevLocation?.pathname ?? null,
  });
  setTimeout(() => getClientApp().store.dispatch(changed), 0);
};
