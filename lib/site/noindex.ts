// No-index rules of docs/behaviour.md §2: docgensend-api, esign-soap-api and any beta path stay out of
// search engines (robots meta) and out of the sitemap. One function serves both.

/** Documentation base paths that are never indexed. */
export const NO_INDEX_SECTIONS: readonly string[] = ['docgensend-api', 'esign-soap-api'];

/**
 * Base paths of the APIs whose primary version is tagged Beta in content/apis/registry.json
 * (Navigator 0.6.2-beta, Workspaces v1 beta); noindex.test.ts keeps this list and the registry
 * in step.
 */
export const BETA_API_ROUTES: readonly string[] = ['/docs/navigator-api', '/docs/workspaces-api'];

// A "beta" path segment: beta, beta-features, v1-beta, 0.6.2-beta ...
const BETA_SEGMENT = /(^|[-_.])beta($|[-_.])/;

/** True when the page at this path must carry `robots: noindex` and be left out of the sitemap. */
export function isNoIndexPath(path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').toLowerCase();
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((segment) => NO_INDEX_SECTIONS.includes(segment))) return true;
  if (segments.some((segment) => BETA_SEGMENT.test(segment))) return true;
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return BETA_API_ROUTES.some((route) => withSlash.startsWith(`${route}/`));
}
