import type { GatsbyBrowser } from 'gatsby';
import { scrollToHashWithRetry } from './hashScroll';

// The retries of the previous route: a reader who has moved on must not be pulled back.
let stopPendingScroll: () => void = () => undefined;

/** Runs on the first render of a URL too (prevLocation null), so a deep link gets its retries. */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  stopPendingScroll();
  stopPendingScroll = scrollToHashWithRetry(location.hash);
};
