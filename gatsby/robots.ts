import { BETA_API_ROUTES, NO_INDEX_SECTIONS } from '../lib/site/noindex';

/**
 * robots.txt: points at the sitemap the sitemap plugin writes and disallows the no-index paths
 * of docs/behaviour.md §2 (docgensend-api, esign-soap-api, beta paths), the server routes and the
 * preview pages. Written by onPostBuild because the sitemap needs the absolute site URL.
 */
export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  const disallow = [
    ...NO_INDEX_SECTIONS.map((section) => `/docs/${section}/`),
    ...BETA_API_ROUTES.map((route) => `${route}/`),
    '/*beta',
    '/api/',
    '/auth/',
    '/preview/',
    '/refresh/',
  ];
  return [
    'User-agent: *',
    ...disallow.map((entry) => `Disallow: ${entry}`),
    '',
    `Sitemap: ${base}/sitemap-index.xml`,
    '',
  ].join('\n');
}
