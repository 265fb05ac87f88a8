import type { AsPlainObject, Options } from 'minisearch';
import type { SearchCategory, SearchKind } from './searchContract';
import { processTerm, tokenize } from './tokenize';

/** What the server keeps of each document: enough to show a result and cut a snippet. */
export interface StoredDocument {
  title: string;
  url: string;
  category: SearchCategory;
  kind: SearchKind;
  apiName?: string;
  /** A page of a legacy API version: ranked below the current version. */
  legacy?: true;
  method?: string;
  path?: string;
  /** Summary and the start of the body, plain text, for snippets. */
  text: string;
}

/**
 * The build artifact (public/search/index.json). Documents are addressed by their position in
 * `documents`; `exact` maps an identifier key to the documents it names exactly (operationId,
 * SDK method name, "METHOD path", path) and `fieldRefs` maps parameter and field names to the
 * methods that use them.
 */
export interface SearchIndexData {
  version: typeof SEARCH_INDEX_VERSION;
  builtAt: string;
  documents: StoredDocument[];
  exact: Record<string, number[]>;
  fieldRefs: Record<string, number[]>;
  miniSearch: AsPlainObject;
}

// 2: API identifiers indexed as fields of their own. The server refuses another version.
export const SEARCH_INDEX_VERSION = 2;

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
  'body',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

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
  method: 1,
  body: 1,
};

/** The document shape MiniSearch indexes: the SearchDocument flattened to the fields above. */
export type IndexedFields = { id: number } & Record<SearchField, string>;

/** Builder and server must open the index with the same options. */
export const MINI_SEARCH_OPTIONS: Options<IndexedFields> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize,
  processTerm,
};

/** Largest stored text per document: enough for a snippet, small enough for a compact index. */
export const STORED_TEXT_LIMIT = 1200;
