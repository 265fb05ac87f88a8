import type { GatsbyNode } from 'gatsby';
import { isNoIndexPath } from '../lib/site/noindex';

/** A page as the sitemap plugin's query returns it (see gatsby-config.ts): a SitemapEntry. */
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

export const SITEMAP_ENTRY_TYPE_DEFS =
  'type SitemapEntry implements Node @dontInfer { path: String! noindex: Boolean! }';

type PageArgs = Pick<
  Parameters<NonNullable<GatsbyNode['onCreatePage']>>[0],
  'actions' | 'createNodeId' | 'createContentDigest'
>;

/**
 * Creates the SitemapEntry (path and noindex flag) of a page: the sitemap reads these instead of
 * SitePage, whose nodes carry each page's whole context. Reading thirteen thousand of those took
 * 18 s of the build's end at ten thousand operations, against 4 s for the plugins' whole step
 * without them.
 */
export function createSitemapEntry(
  page: { path: string; context?: unknown },
  { actions, createNodeId, createContentDigest }: PageArgs,
) {
  const entry = {
    path: page.path,
    noindex: contextIsNoindex(page.context as NoindexContext | undefined),
  };
  actions.createNode({
    ...entry,
    id: createNodeId(`SitemapEntry ${page.path}`),
    internal: { type: 'SitemapEntry', contentDigest: createContentDigest(entry) },
  });
}

/**
 * Gatsby calls a site's onCreatePage for the pages others create (src/pages), not for its own:
 * those get their entry from `withSitemapEntries` in createPages.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = (args) =>
  createSitemapEntry(args.page, args);

/** The createPages helpers with a createPage that also creates the page's SitemapEntry. */
export function withSitemapEntries<T extends PageArgs>(args: T): T {
  const createPage: T['actions']['createPage'] = (page, ...rest) => {
    args.actions.createPage(page, ...rest);
    createSitemapEntry(page, args);
  };
  return { ...args, actions: { ...args.actions, createPage } };
}

/**
 * True for a page the sitemap leaves out: one that is noindex by the path rules of docs/behaviour.md §2,
 * or by its own page (reference pages of a Beta version, docs pages whose front matter says so).
 */
export function leftOutOfSitemap(page: SitemapPage): boolean {
  return isNoIndexPath(page.path) || page.noindex === true;
}

// The site's URL and every page's entry (not SitePage: see onCreatePage).
export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitemapEntry { nodes { path noindex } }
}`;

/** The pages of SITEMAP_QUERY's answer, for the plugin's `resolvePages`. */
export const sitemapPages = (data: { allSitemapEntry: { nodes: SitemapPage[] } }) =>
  data.allSitemapEntry.nodes;
