import type { SearchDocument } from '../../../lib/search/searchDocument';
import type { SearchKind } from '../../../lib/search/searchContract';
import type {
  SiteUpdateEntry,
  SiteUpdatesPageContext,
} from '../../../lib/site/pageContext/siteUpdates';

/** docs/behaviour.md §9: the newsletter archive covers 2016 to 2025, one page a year. */
export const NEWSLETTER_YEARS: readonly number[] = Array.from({ length: 10 }, (_, i) => 2016 + i);

// The changelog, videos and events have their own pages (gatsby/pages/changelog.ts, videos.ts,
// datedLists.ts); content/search entries of the newsletter kind land here.
const UPDATE_KINDS = new Set<SearchKind>(['newsletter']);

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function toEntry(document: SearchDocument, fragment: string): SiteUpdateEntry {
  const { title, summary, body, headings } = document;
  return { anchor: fragment || slug(title), title, summary, body, headings };
}

function newsletterYearPage(year: number, entries: SiteUpdateEntry[]): SiteUpdatesPageContext {
  return {
    pagePath: `/newsletter/${year}/`,
    title: `Developer newsletter ${year}`,
    description: `The developer newsletter issues of ${year}: API releases, SDKs and events.`,
    entries,
    emptyText: `No issues of ${year} are archived yet.`,
  };
}

/**
 * The newsletter pages, built from the same content/search entries
 * the search index reads, so every result that points at this site lands on a page holding it.
 */
export function siteUpdatesPages(documents: SearchDocument[]): SiteUpdatesPageContext[] {
  const byPath = new Map<string, SiteUpdateEntry[]>();
  for (const document of documents) {
    if (!UPDATE_KINDS.has(document.kind) || !document.url.startsWith('/')) continue;
    const [pagePath, fragment = ''] = document.url.split('#');
    const entries = byPath.get(pagePath) ?? [];
    entries.push(toEntry(document, fragment));
    byPath.set(pagePath, entries);
  }
  const years = NEWSLETTER_YEARS.map((year) =>
    newsletterYearPage(year, byPath.get(`/newsletter/${year}/`) ?? []),
  );
  const archive: SiteUpdatesPageContext = {
    pagePath: '/newsletter/',
    title: 'Developer newsletter',
    description: 'Monthly news for developers: API releases, SDKs, events and community answers.',
    entries: [...years].reverse().map((page) => ({
      anchor: page.pagePath.split('/')[2],
      title: page.title,
      summary: page.entries[0]?.summary,
      link: page.pagePath,
    })),
    emptyText: 'No newsletters are archived yet.',
  };
  return [archive, ...years];
}
