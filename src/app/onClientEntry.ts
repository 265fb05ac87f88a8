import type { GatsbyBrowser } from 'gatsby';
import { getClientApp } from './clientApp';
import { installClientErrorReporting } from '../features/telemetry/clientErrors';

/**
 * Starts rehydration before the first page is fetched, so it is done by hydration time, and has
 * the page's errors reported from the start.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  const { store } = getClientApp();
  installClientErrorReporting(() => store.getState().globalUser.userUuid);
};
