import type { AsPlainObject, Options } from 'minisearch';
import type {
  SearchCategory,
  SearchKind,
} from '../../src/features/bingSearchResponse/searchContract';
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
  version: 1;
  builtAt: string;
  documents: StoredDocument[];
  exact: Record<string, number[]>;
  fieldRefs: Record<string, number[]>;
  miniSearch: AsPlainObject;
}

export const SEARCH_INDEX_VERSION = 1;

/** Indexed fields, best first: their boosts are applied at query time. */
export const SEARCH_FIELDS = ['title', 'apiTerms', 'headings', 'fields', 'body'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const FIELD_BOOSTS: Record<SearchField, number> = {
  title: 5,
  apiTerms: 3,
  headings: 2,
  fields: 1.5,
  body: 1,
};

/** The document shape MiniSearch indexes: the SearchDocument flattened to the fields above. */
export interface IndexedFields {
  id: number;
  title: string;
  apiTerms: string;
  headings: string;
  fields: string;
  body: string;
}

/** Builder and server must open the index with the same options. */
export const MINI_SEARCH_OPTIONS: Options<IndexedFields> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize,
  processTerm,
};

/** Largest stored text per document: enough for a snippet, small enough for a compact index. */
export const STORED_TEXT_LIMIT = 1200;
