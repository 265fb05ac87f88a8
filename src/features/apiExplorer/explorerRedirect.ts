import { slugify } from '../../../lib/reference/urls';

/** First segment of an explorer link → the API's documentation route (docs/behaviour.md §2). */
export const EXPLORER_API_ROUTES: Record<string, string> = {
  esign: '/docs/esign-rest-api',
  esignature: '/docs/esign-rest-api',
  'esign-rest-api': '/docs/esign-rest-api',
  click: '/docs/click-api',
  admin: '/docs/admin-api',
  rooms: '/docs/rooms-api',
  clm: '/docs/clm-api',
  idevidence: '/docs/idevidence-api',
  docgen: '/docs/docgensend-api',
  maestro: '/docs/maestro-api',
  webforms: '/docs/web-forms-api',
  'web-forms': '/docs/web-forms-api',
  navigator: '/docs/navigator-api',
  'connected-fields': '/docs/connected-fields-api',
  workspaces: '/docs/workspaces-api',
};
/** An unknown API leads to the e-signature reference. */
export const DEFAULT_EXPLORER_ROUTE = '/docs/esign-rest-api';

/** The explorer flag's value from the query or the hash (`#explorer=…` or `#/?explorer=…`). */
function explorerFlag(search: string, hash: string): string | null {
  const fromQuery = new URLSearchParams(search).get('explorer');
  if (fromQuery !== null) return fromQuery;
  const hashQuery = hash.replace(/^#\/?\??/, '');
  return new URLSearchParams(hashQuery).get('explorer');
}

/**
 * Where the home path sends an explorer link (docs/behaviour.md §2): `explorer=<api>/<category>/<tag>/
 * <operation>` opens that method page with the explorer flag; a missing part leads to the API's
 * reference base. No flag: null (the home page stays).
 */
export function explorerRedirectPath(search: string, hash: string): string | null {
  const flag = explorerFlag(search, hash);
  if (flag === null) return null;
  const [api = '', category, tag, operation] = flag
    .split('/')
    .map((segment) => segment.trim())
    .filter(Boolean);
  const route = EXPLORER_API_ROUTES[api.toLowerCase()] ?? DEFAULT_EXPLORER_ROUTE;
  const base = `${route}/reference/`;
  const parts = [category, tag, operation].map((part) => (part ? slugify(part) : ''));
  if (parts.some((part) => part === '')) return base;
  return `${base}${parts.join('/')}/?explorer=true`;
}
