import type { AsPlainObject, Options } from 'minisearch';
import type { SearchCategory, SearchKind } from './searchContract';
import { processTerm, tokenizeField } from './tokenize';

/** What the server keeps of each document: enough to show a result and cut a snippet. */
export interface StoredDocument {
  title: string;
  url: string;
  category: SearchCategory;
  kind: SearchKind;
  apiName?: string;
  /** A page of a legacy API version: ranked below the current version. */
  legacy?: true;
  /** How often the page is used, as a factor on its score (lib/search/vocabulary/usage.ts); absent: 1. */
  usage?: number;
  method?: string;
  path?: string;
  /** Summary and the start of the body, plain text, for snippets. */
  text: string;
  /** Anchored section headings: `[id, title]`. */
  sections?: [string, string][];
}

/**
 * The build artifact (public/search/index.json). Documents are addressed by their position in
 * `documents`; `exact` maps an identifier key to the documents it names exactly (operationId,
 * SDK method name, "METHOD path", path) and `fieldRefs` maps parameter and field names to the
 * methods that use them.
 */
export interface SearchIndexData {
  /** SEARCH_INDEX_VERSION when this builder wrote it; an older readable format when loaded. */
  version: number;
  builtAt: string;
  documents: StoredDocument[];
  exact: Record<string, number[]>;
  fieldRefs: Record<string, number[]>;
  /** A title key (see `titleKey`) to the pages of that exact title or alias. */
  titles: Record<string, number[]>;
  /** A title key to the pages with an anchored section of that exact heading. */
  sectionTitles: Record<string, number[]>;
  /** Parameter and field names to the methods that take them in their request (a subset of fieldRefs). */
  requestFieldRefs: Record<string, number[]>;
  /**
   * An intent of the vocabulary (lib/search/vocabulary/intents.ts) to the pages answering it,
   * best first. Absent from a format 3 index.
   */
  intents?: Record<string, number[]>;
  miniSearch: AsPlainObject;
}

// 2: API identifiers indexed as fields of their own. 3: every page of the sitemap, exact
// titles, sections, whole identifiers for case-insensitive prefixes, request fields. 4: the
// vocabulary: intents, the words a page answers (keywords), usage. The server refuses another
// version.
export const SEARCH_INDEX_VERSION = 4;

/**
 * The formats the server opens. Format 3 is format 4 without the vocabulary (no intents, no
 * keywords field, no usage): an index an older build left on disk is still searched, without
 * the vocabulary's ranking, and the server says so when it loads it; others are refused.
 */
export const READABLE_INDEX_VERSIONS: readonly number[] = [3, SEARCH_INDEX_VERSION];

/**
 * Indexed fields. An API method's identifiers are fields of their own (docs/behaviour.md §4.8): its HTTP method,
 * path, operationId, SDK method name and API name, and the names of its parameters and of its
 * schemas' fields; prose is title, headings and body. Boosts are applied at query time.
 */
export const SEARCH_FIELDS = [
  'title',
  'operationId',
  'sdkMethodName',
  'path',
  'method',
  'apiName',
  'headings',
  'parameters',
  'schemaFields',
  'identifiers',
  /** The words of the vocabulary's phrases the page answers ("cancel envelope" on Envelopes: update). */
  'keywords',
  'body',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Whole identifiers (operationId, SDK name, code-like field names), for prefixes in any case. */
export const IDENTIFIER_FIELD: SearchField = 'identifiers';

/** The fields that name an API method (not its parameters): what autocomplete looks in. */
export const API_NAME_FIELDS = [
  'operationId',
  'sdkMethodName',
  'path',
  'method',
  'apiName',
] as const;

export const FIELD_BOOSTS: Record<SearchField, number> = {
  title: 5,
  operationId: 3,
  sdkMethodName: 3,
  path: 3,
  apiName: 2,
  headings: 2,
  parameters: 1.5,
  schemaFields: 1.5,
  identifiers: 1,
  keywords: 2.5,
  method: 1,
  body: 1,
};

/** The document shape MiniSearch indexes: the SearchDocument flattened to the fields above. */
export type IndexedFields = { id: number } & Record<SearchField, string>;

/** Builder and server must open the index with the same options. */
export const MINI_SEARCH_OPTIONS: Options<IndexedFields> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize: tokenizeField,
  processTerm,
};

/** Largest stored text per document: enough for a snippet, small enough for a compact index. */
export const STORED_TEXT_LIMIT = 1200;
