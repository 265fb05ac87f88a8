/** One entry of a newsletter page: an issue, or a year on the archive page. */
export interface SiteUpdateEntry {
  /** The fragment search results link to (`/newsletter/2025/#march-2025`). */
  anchor: string;
  title: string;
  summary?: string;
  body?: string;
  headings?: string[];
  /** Where the entry leads, on listing pages such as /newsletter/. */
  link?: string;
}

/** pageContext of a newsletter page (gatsby/pages/siteUpdates). */
export interface SiteUpdatesPageContext {
  /** The page path (`path` itself is reserved by Gatsby in a page context). */
  pagePath: string;
  title: string;
  description: string;
  entries: SiteUpdateEntry[];
  /** Shown when the page has no entries. */
  emptyText: string;
}
