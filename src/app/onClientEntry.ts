import type { GatsbyBrowser } from 'gatsby';
import { getClientApp } from './clientApp';

/** Starts rehydration before the first page is fetched, so it is done by hydration time. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  getClientApp();
};
