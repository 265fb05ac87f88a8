import type { GatsbyBrowser } from 'gatsby';
import { showRouteDelayNotice } from './routeDelayNotice';
import './routeDelayNotice.css';

/** Gatsby calls it when a route change has waited 1 s for its page (spec §9). */
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  showRouteDelayNotice();
};
