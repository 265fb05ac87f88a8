/** One entry of an updates page: a changelog release, a video, an event, a newsletter issue. */
export interface SiteUpdateEntry {
  /** The fragment search results link to (`/changelog/#click-api-1-4`). */
  anchor: string;
  title: string;
  summary?: string;
  body?: string;
  headings?: string[];
  /** Where the entry leads, on listing pages such as /newsletter/. */
  link?: string;
}

/** pageContext of a changelog, videos, events or newsletter page (gatsby/pages/siteUpdates). */
export interface SiteUpdatesPageContext {
  /** The page path (`path` itself is reserved by Gatsby in a page context). */
  pagePath: string;
  title: string;
  description: string;
  entries: SiteUpdateEntry[];
  /** Shown when the page has no entries. */
  emptyText: string;
}
