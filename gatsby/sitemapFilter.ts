import type { GatsbyNode } from 'gatsby';
import { isNoIndexPath } from '../lib/site/noindex';

/** A page as the sitemap plugin's query returns it (see gatsby-config.ts). */
export interface SitemapPage {
  path: string;
  /** SitePage.noindex below: the page's own context says noindex. */
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
 * SitePage.noindex, from the page's context: the sitemap asks for this flag instead of each page's
 * whole context, which at ten thousand operations is 170 MB held at once as one query's result
 * at the end of the build.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    SitePage: {
      noindex: {
        type: 'Boolean!',
        resolve: (source: { context?: NoindexContext | null }) => contextIsNoindex(source.context),
      },
    },
  });
};

/**
 * True for a page the sitemap leaves out: one that is noindex by the path rules of docs/behaviour.md §2,
 * or by its own page (reference pages of a Beta version, docs pages whose front matter says so).
 */
export function leftOutOfSitemap(page: SitemapPage): boolean {
  return isNoIndexPath(page.path) || page.noindex === true;
}

// The plugin's default query plus each page's noindex flag.
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path noindex } }
}`;
