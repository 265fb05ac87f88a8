import { isNoIndexPath } from '../lib/site/noindex';

/** A page as the sitemap plugin's query returns it (see gatsby-config.ts). */
export interface SitemapPage {
  path: string;
  pageContext?: { seo?: { noindex?: boolean }; page?: { noindex?: boolean } } | null;
}

/**
 * True for a page the sitemap leaves out: one that is noindex by the path rules of docs/behaviour.md §2,
 * or by its own page (reference pages of a Beta version, docs pages whose front matter says so).
 */
export function leftOutOfSitemap(page: SitemapPage): boolean {
  const context = page.pageContext;
  return (
    isNoIndexPath(page.path) || context?.seo?.noindex === true || context?.page?.noindex === true
  );
}

// The plugin's default query plus each page's context, which carries its noindex flag.
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`;
