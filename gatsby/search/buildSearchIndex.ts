import MiniSearch from 'minisearch';
import type { SearchDocument } from '../../lib/search/searchDocument';
import {
  MINI_SEARCH_OPTIONS,
  SEARCH_INDEX_VERSION,
  STORED_TEXT_LIMIT,
  type IndexedFields,
  type SearchIndexData,
  type StoredDocument,
} from '../../lib/search/searchIndexData';
import { identifierKey, looksLikeIdentifier, pathKey, titleKey } from '../../lib/search/tokenize';

type Table = Map<string, number[]>;

// Maps, not plain objects: a key such as "constructor" must not meet Object.prototype.
function add(table: Table, key: string, id: number) {
  if (key === '') return;
  const ids = table.get(key) ?? [];
  if (!ids.includes(id)) ids.push(id);
  table.set(key, ids);
}

function storedText(doc: SearchDocument): string {
  const text = [doc.summary, doc.body].filter(Boolean).join(' — ');
  return text.length > STORED_TEXT_LIMIT ? `${text.slice(0, STORED_TEXT_LIMIT)}…` : text;
}

/** Whole identifiers of a method, lower case: matched as prefixes in any case. */
function identifiers(doc: SearchDocument): string {
  const names = [
    doc.operationId,
    doc.sdkMethodName,
    ...(doc.parameters ?? []),
    ...(doc.fields ?? []),
  ];
  const codeLike = names.filter((name): name is string => !!name && looksLikeIdentifier(name));
  return [...new Set(codeLike.map(identifierKey))].join(' ');
}

function indexedFields(doc: SearchDocument, id: number): IndexedFields {
  return {
    id,
    title: doc.title,
    operationId: doc.operationId ?? '',
    sdkMethodName: doc.sdkMethodName ?? '',
    path: doc.path ?? '',
    method: doc.method ?? '',
    apiName: doc.apiName ?? '',
    headings: [...(doc.headings ?? []), ...(doc.sections ?? []).map((s) => s.title)].join(' '),
    parameters: (doc.parameters ?? []).join(' '),
    schemaFields: (doc.fields ?? []).join(' '),
    identifiers: identifiers(doc),
    body: [doc.summary, doc.body].filter(Boolean).join(' '),
  };
}

const TITLED_KINDS = new Set<SearchDocument['kind']>(['page', 'tool', 'guide', 'blog']);

type Tables = Record<
  'exact' | 'fieldRefs' | 'requestFieldRefs' | 'titles' | 'sectionTitles',
  Table
>;

/**
 * Records every exact name of a document: an API method's identifiers (`exact`), its parameter
 * and field names (`fieldRefs`, those of its request also in `requestFieldRefs`), and a page's
 * title, its aliases and, for site pages, the name before a colon ("Authentication: OAuth 2.0
 * flows" is the "Authentication" page).
 */
function addIdentifiers(data: Tables, doc: SearchDocument, id: number) {
  const titles = [doc.title, ...(doc.aliases ?? [])];
  if (TITLED_KINDS.has(doc.kind)) titles.push(...titles.map((title) => title.split(/:\s/)[0]));
  for (const title of titles) add(data.titles, titleKey(title), id);
  for (const section of doc.sections ?? []) add(data.sectionTitles, titleKey(section.title), id);
  if (doc.operationId) add(data.exact, identifierKey(doc.operationId), id);
  if (doc.sdkMethodName) add(data.exact, identifierKey(doc.sdkMethodName), id);
  if (doc.path && doc.kind === 'api') {
    add(data.exact, `path:${pathKey(doc.path)}`, id);
    if (doc.method) add(data.exact, `${doc.method.toLowerCase()} path:${pathKey(doc.path)}`, id);
  }
  // Only names written like code: "status" or "email" are words a reader means as prose.
  for (const name of [...(doc.parameters ?? []), ...(doc.fields ?? [])]) {
    if (looksLikeIdentifier(name)) add(data.fieldRefs, identifierKey(name), id);
  }
  for (const name of doc.requestFields ?? []) {
    if (looksLikeIdentifier(name)) add(data.requestFieldRefs, identifierKey(name), id);
  }
}

/**
 * Builds the search index from documents: a pure function from data to the serialisable
 * artifact the server loads. Documents with a repeated id are kept once (the first wins).
 */
export function buildSearchIndex(docs: SearchDocument[], builtAt = new Date()): SearchIndexData {
  const documents: StoredDocument[] = [];
  const tables: Tables = {
    exact: new Map(),
    fieldRefs: new Map(),
    requestFieldRefs: new Map(),
    titles: new Map(),
    sectionTitles: new Map(),
  };
  const miniSearch = new MiniSearch<IndexedFields>(MINI_SEARCH_OPTIONS);
  const seen = new Set<string>();
  const batch: IndexedFields[] = [];
  for (const doc of docs) {
    if (seen.has(doc.id)) continue;
    seen.add(doc.id);
    const id = documents.length;
    const stored: StoredDocument = {
      title: doc.title,
      url: doc.url,
      category: doc.category,
      kind: doc.kind,
      text: storedText(doc),
    };
    if (doc.apiName) stored.apiName = doc.apiName;
    if (doc.legacy) stored.legacy = true;
    if (doc.method) stored.method = doc.method;
    if (doc.path) stored.path = doc.path;
    if (doc.sections?.length) stored.sections = doc.sections.map((s) => [s.id, s.title]);
    documents.push(stored);
    addIdentifiers(tables, doc, id);
    batch.push(indexedFields(doc, id));
  }
  miniSearch.addAll(batch);
  return {
    version: SEARCH_INDEX_VERSION,
    builtAt: builtAt.toISOString(),
    documents,
    exact: Object.fromEntries(tables.exact),
    fieldRefs: Object.fromEntries(tables.fieldRefs),
    requestFieldRefs: Object.fromEntries(tables.requestFieldRefs),
    titles: Object.fromEntries(tables.titles),
    sectionTitles: Object.fromEntries(tables.sectionTitles),
    miniSearch: miniSearch.toJSON(),
  };
}
