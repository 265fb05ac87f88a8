import type { SearchCategory, SearchKind } from './searchContract';

/**
 * One page as the search index sees it. API fields (method, path, operationId, sdkMethodName,
 * parameters, fields) are kept apart from the prose so ranking can treat them as identifiers.
 */
export interface SearchDocument {
  /** Unique within the index; the page URL serves. */
  id: string;
  title: string;
  url: string;
  category: SearchCategory;
  kind: SearchKind;
  /** Short description shown when no better snippet is found. */
  summary?: string;
  /** Plain text of the page body. */
  body?: string;
  headings?: string[];
  /** Section headings that carry an anchor: a result can land on the section it names. */
  sections?: { id: string; title: string }[];
  /** Other names the page goes by, matched exactly like its title (its h1, a tool's name). */
  aliases?: string[];
  /** The API the page belongs to, e.g. "eSignature REST API". */
  apiName?: string;
  /** A page of a legacy API version: ranked below the current version. */
  legacy?: boolean;
  method?: string;
  path?: string;
  operationId?: string;
  sdkMethodName?: string;
  /** Parameter names of an operation (path, query, header). */
  parameters?: string[];
  /** Property names of request and response schemas, to a small depth. */
  fields?: string[];
  /** The names of `parameters` and `fields` the method takes in its request. */
  requestFields?: string[];
}
