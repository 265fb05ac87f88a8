import {
  AUTOCOMPLETE_LIMIT,
  isMultiSiteId,
  SEARCH_PAGE_SIZE,
  type AutocompleteResponse,
  type MultiSiteSearchResponse,
  type SearchCategory,
  type SearchKind,
  type SearchResponse,
} from '../../../lib/search/searchContract';
import { DEFAULT_LOCALE } from '../../../lib/site/dates';
import { http } from '../../app/http';
import type { SearchRequest } from './searchSlice';

/**
 * The multi-site search (docs/behaviour.md §7, GET /api/bingsearch) is asked instead of the local
 * index when the build sets GATSBY_MULTI_SITE_SEARCH (read at call time, as tests set it).
 */
export function multiSiteSearchOn(): boolean {
  return ['1', 'true', 'yes'].includes((process.env.GATSBY_MULTI_SITE_SEARCH ?? '').toLowerCase());
}

const KIND_OF: Record<SearchCategory, SearchKind> = {
  Developer: 'guide',
  Support: 'support',
  Blogs: 'blog',
  Community: 'community',
  Website: 'website',
  Courses: 'course',
};

/**
 * The service's client id for this visitor, echoed back on each search of the page so its
 * results stay consistent; kept in memory only, never stored.
 */
let clientId: string | undefined;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain snippet as the contract's HTML: escaped, with the query's words in <mark>. */
export function markedSnippet(text: string, q: string): string {
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 1)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return escapeHtml(text);
  const pattern = new RegExp(`(${words.join('|')})`, 'gi');
  return text
    .split(pattern)
    .map((part, index) => (index % 2 === 1 ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
    .join('');
}

/** The external-search answer in the shape the search page reads (the local index's). */
export function searchResponseFromMultiSite(
  answer: MultiSiteSearchResponse,
  request: SearchRequest,
): SearchResponse {
  const q = request.q.trim();
  const results = answer.webPages.value.map((page) => {
    const category = page.category ?? request.category ?? 'Website';
    return {
      title: page.name,
      url: page.url,
      snippet: markedSnippet(page.snippet, q),
      category,
      kind: KIND_OF[category],
    };
  });
  const categories = { Developer: 0, Support: 0, Blogs: 0, Community: 0, Website: 0, Courses: 0 };
  for (const result of results) categories[result.category] += 1;
  return {
    query: q,
    category: request.category,
    categoryFilter: request.category ? [request.category] : [],
    offset: request.offset,
    total: answer.webPages.totalEstimatedMatches,
    results,
    // Counts of this page only: the service tells no count per category.
    categories,
  };
}

async function askMultiSite(params: Record<string, string | number>, signal?: AbortSignal) {
  const response = await http.get<MultiSiteSearchResponse>('/api/bingsearch', {
    params: { ...params, mkt: DEFAULT_LOCALE },
    headers: clientId ? { 'X-MSEdge-ClientID': clientId } : {},
    signal,
  });
  const echoed = response.headers?.['x-msedge-clientid'];
  if (isMultiSiteId(echoed)) clientId = echoed;
  return response.data;
}

/** One page of results from the multi-site search, with its category filter and custom headers. */
export async function fetchMultiSiteSearch(
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const params: Record<string, string | number> = {
    q: request.q,
    offset: request.offset,
    count: SEARCH_PAGE_SIZE,
  };
  if (request.category) params.category = request.category;
  return searchResponseFromMultiSite(await askMultiSite(params, signal), request);
}

/** Suggestions from the multi-site search: its first pages, by title. */
export async function fetchMultiSiteSuggestions(
  q: string,
  signal?: AbortSignal,
): Promise<AutocompleteResponse> {
  const answer = await askMultiSite({ q, count: AUTOCOMPLETE_LIMIT }, signal);
  return {
    query: q,
    suggestions: answer.webPages.value.map((page) => ({
      title: page.name,
      url: page.url,
      kind: KIND_OF[page.category ?? 'Website'],
    })),
  };
}

/** Tests start without a client id. */
export function forgetSearchClientId(): void {
  clientId = undefined;
}
