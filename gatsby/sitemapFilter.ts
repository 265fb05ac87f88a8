import { isNoIndexPath } from '../lib/site/noindex';

/** A page as the sitemap reads it (SITEMAP_QUERY, see gatsby-config.ts). */
export interface SitemapPage {
  path: string;
  /** The page's own context says noindex. */
  noindex?: boolean | null;
}

/** The part of a page's context that says it is noindex (reference pages, docs pages). */
interface NoindexContext {
  seo?: { noindex?: boolean };
  page?: { noindex?: boolean };
}

/** True when a page's own context is noindex: a Beta version's reference page, front matter. */
export function contextIsNoindex(context: NoindexContext | null | undefined): boolean {
  return context?.seo?.noindex === true || context?.page?.noindex === true;
}

/**
 * True for a page the sitemap leaves out: one that is noindex by the path rules of docs/behaviour.md §2,
 * or by its own page (reference pages of a Beta version, docs pages whose front matter says so).
 */
export function leftOutOfSitemap(page: SitemapPage): boolean {
  return isNoIndexPath(page.path) || page.noindex === true;
}

/**
 * The site's URL and every page's path and context. A reference page's context is only its key
 * (and noindex for a Beta version's), so thirteen thousand of them read quickly; when contexts
 * held whole pages, reading them took 18 s of the build's end at ten thousand operations.
 */
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`;

/** The pages of SITEMAP_QUERY's answer, for the plugin's `resolvePages`. */
export const sitemapPages = (data: {
  allSitePage: { nodes: { path: string; pageContext?: NoindexContext | null }[] };
}): SitemapPage[] =>
  data.allSitePage.nodes.map(({ path, pageContext }) => ({
    path,
    noindex: contextIsNoindex(pageContext),
  }));
