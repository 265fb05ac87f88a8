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
import { identifierKey, looksLikeIdentifier, pathKey } from '../../lib/search/tokenize';

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

function indexedFields(doc: SearchDocument, id: number): IndexedFields {
  return {
    id,
    title: doc.title,
    operationId: doc.operationId ?? '',
    sdkMethodName: doc.sdkMethodName ?? '',
    path: doc.path ?? '',
    method: doc.method ?? '',
    apiName: doc.apiName ?? '',
    headings: (doc.headings ?? []).join(' '),
    parameters: (doc.parameters ?? []).join(' '),
    schemaFields: (doc.fields ?? []).join(' '),
    body: [doc.summary, doc.body].filter(Boolean).join(' '),
  };
}

/** Records every exact name of an API method; parameter and field names go to `fieldRefs`. */
function addIdentifiers(data: { exact: Table; fieldRefs: Table }, doc: SearchDocument, id: number) {
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
}

/**
 * Builds the search index from documents: a pure function from data to the serialisable
 * artifact the server loads. Documents with a repeated id are kept once (the first wins).
 */
export function buildSearchIndex(docs: SearchDocument[], builtAt = new Date()): SearchIndexData {
  const documents: StoredDocument[] = [];
  const tables = { exact: new Map() as Table, fieldRefs: new Map() as Table };
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
    miniSearch: miniSearch.toJSON(),
  };
}
