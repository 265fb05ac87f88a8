import type { GatsbyBrowser } from 'gatsby';

// The app shell (store provider, persistence gate) wraps every page here.
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => element;
