// The search contract shared by the index builder (lib/search, gatsby/search), the server
// (server/search) and the browser: categories, document kinds, limits and the shapes of the
// three search calls.

/** The search categories of docs/behaviour.md §9; "Website" is the provider's own site. */
export const SEARCH_CATEGORIES = [
  'Developer',
  'Support',
  'Blogs',
  'Community',
  'Website',
  'Courses',
] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** What a document is; ranking prefers some kinds (guides above blog posts). */
export type SearchKind =
  | 'api'
  | 'api-resource'
  | 'api-category'
  | 'api-landing'
  | 'guide'
  | 'support'
  | 'blog'
  | 'community'
  | 'website'
  | 'course'
  | 'changelog'
  | 'video'
  | 'event'
  | 'newsletter'
  /** A page of this site outside the docs and the reference: platform guides, partner, support. */
  | 'page'
  /** An interactive tool of this site: Postman export, token generator, quickstart, explorer. */
  | 'tool';

/**
 * What each kind is called where a result or a suggestion says what it is ("Method", "Guide",
 * "Page", "Blog", "Video"): the browser labels a suggestion by its `kind` with this table.
 */
export const KIND_LABELS: Record<SearchKind, string> = {
  api: 'Method',
  'api-resource': 'Resource',
  'api-category': 'Category',
  'api-landing': 'API reference',
  guide: 'Guide',
  support: 'Support article',
  blog: 'Blog',
  community: 'Community',
  website: 'Website',
  course: 'Course',
  changelog: 'Changelog',
  video: 'Video',
  event: 'Event',
  newsletter: 'Newsletter',
  page: 'Page',
  tool: 'Tool',
};

/** docs/behaviour.md §9: page size 10, initial offset 0. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_INITIAL_OFFSET = 0;
export const SEARCH_MAX_QUERY_LENGTH = 200;
export const AUTOCOMPLETE_LIMIT = 8;

export function isSearchCategory(value: unknown): value is SearchCategory {
  return typeof value === 'string' && (SEARCH_CATEGORIES as readonly string[]).includes(value);
}

/** One hit of GET /api/search; `snippet` is HTML: escaped text with matched terms in <mark>. */
export interface SearchResult {
  title: string;
  snippet: string;
  url: string;
  category: SearchCategory;
  kind: SearchKind;
  /** The API a reference page or guide belongs to ("eSignature REST API"). */
  apiName?: string;
  method?: string;
  path?: string;
  /** The section of the page the query names in its heading, with its anchored URL. */
  section?: { title: string; url: string };
}

/** The answer of GET /api/search. */
export interface SearchResponse {
  query: string;
  /** The one category filter, or null for none or several (see categoryFilter). */
  category: SearchCategory | null;
  /** Every category filter applied; empty: all categories. */
  categoryFilter: SearchCategory[];
  offset: number;
  total: number;
  results: SearchResult[];
  categories: Record<SearchCategory, number>;
}

/** One suggestion of GET /api/autocomplete. */
export interface AutocompleteSuggestion {
  title: string;
  url: string;
  kind: SearchKind;
  /** The API a method or guide belongs to ("eSignature REST API", "Web Forms API"). */
  apiName?: string;
  method?: string;
  path?: string;
}

export interface AutocompleteResponse {
  query: string;
  suggestions: AutocompleteSuggestion[];
}

/**
 * The answer of GET /api/bingsearch: the external web-search shape, from the local index or the
 * configured multi-site search, each page with the search category of its site.
 */
export interface MultiSiteSearchResponse {
  _type: 'SearchResponse';
  queryContext: { originalQuery: string };
  webPages: {
    value: { id: string; name: string; url: string; snippet: string; category?: SearchCategory }[];
    totalEstimatedMatches: number;
  };
}

/**
 * An id the multi-site search's headers carry (X-MSEdge-ClientID, BingAPIs-TraceId) in the
 * service's own format: the one rule the browser and the server read such a header by, so no
 * other text travels on.
 */
export function isMultiSiteId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** Error body of every search route. */
export interface SearchErrorBody {
  message: string;
  field?: string;
}

/** Key codes of docs/behaviour.md §9, used by the autocomplete list. */
export const KEY_CODES = { up: 38, down: 40, pageUp: 33, pageDown: 34 } as const;

/** Messages of docs/behaviour.md §8. */
export const SEARCH_MESSAGES = {
  failure: 'Something went wrong. Please try again later.',
  /** The header's suggestions when none match. */
  noRecords: 'No Records found',
  noResults: 'No results found. Try changing the search term or the filters.',
} as const;
