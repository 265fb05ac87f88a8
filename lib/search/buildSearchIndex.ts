import MiniSearch, { type AsPlainObject } from 'minisearch';
import type { SearchDocument } from './searchDocument';
import {
  MINI_SEARCH_OPTIONS,
  SEARCH_FIELDS,
  SEARCH_INDEX_VERSION,
  STORED_TEXT_LIMIT,
  type IndexedFields,
  type SearchIndexData,
  type StoredDocument,
} from './searchIndexData';
import { identifierKey, looksLikeIdentifier, pathKey, titleKey } from './tokenize';
import { canonicalIndex } from './canonicalIndex';
import {
  documentKeys,
  intentKeywords,
  intentTable,
  usageOf,
} from './vocabulary/documentVocabulary';

type Table = Map<string, number[]>;

// Maps, not plain objects: a key such as "constructor" must not meet Object.prototype.
// Documents come in id order, so a document already listed under a key is its last one (a
// search of the whole list made this quadratic: 0.8 s at ten thousand operations, where a
// field name such as accountId names thousands of methods).
function add(table: Table, key: string, id: number) {
  if (key === '') return;
  const ids = table.get(key);
  if (!ids) table.set(key, [id]);
  else if (ids[ids.length - 1] !== id) ids.push(id);
}

function storedText(doc: SearchDocument): string {
  const text = [doc.summary, doc.body].filter(Boolean).join(' — ');
  return text.length > STORED_TEXT_LIMIT ? `${text.slice(0, STORED_TEXT_LIMIT)}…` : text;
}

/** A name's identifier key when it is written like code, else ''. */
type CodeKey = (name: string) => string;

/**
 * CodeKey, remembering each name: the same field names recur in thousands of methods (10 MB of
 * names at ten thousand operations), and testing and lowering each again was most of the
 * tables' cost.
 */
function codeKeys(): CodeKey {
  const known = new Map<string, string>();
  return (name) => {
    let key = known.get(name);
    if (key === undefined) {
      key = looksLikeIdentifier(name) ? identifierKey(name) : '';
      known.set(name, key);
    }
    return key;
  };
}

/** Whole identifiers of a method, lower case: matched as prefixes in any case. */
function identifiers(doc: SearchDocument, codeKey: CodeKey): string {
  const names = [
    doc.operationId,
    doc.sdkMethodName,
    ...(doc.parameters ?? []),
    ...(doc.fields ?? []),
  ];
  const keys = new Set<string>();
  for (const name of names) {
    const key = name ? codeKey(name) : '';
    if (key) keys.add(key);
  }
  return [...keys].join(' ');
}

function indexedFields(doc: SearchDocument, id: number, codeKey: CodeKey): IndexedFields {
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
    identifiers: identifiers(doc, codeKey),
    keywords: intentKeywords(doc),
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
function addIdentifiers(data: Tables, doc: SearchDocument, id: number, codeKey: CodeKey) {
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
  for (const name of doc.parameters ?? []) add(data.fieldRefs, codeKey(name), id);
  for (const name of doc.fields ?? []) add(data.fieldRefs, codeKey(name), id);
  for (const name of doc.requestFields ?? []) add(data.requestFieldRefs, codeKey(name), id);
}

/**
 * The index a build wrote and the fields it indexed, by document id: what a rebuild starts from.
 * buildSearchIndexFrom takes it over: it empties both once read, so that they are not held while
 * the new index is serialised, whoever else holds this object.
 */
export interface PreviousIndex {
  miniSearch: AsPlainObject;
  fields: IndexedFields[];
}

/** More changed documents than this share of all, and the index is built afresh: as fast, simpler. */
const UPDATE_SHARE = 0.2;

const sameFields = (a: IndexedFields | undefined, b: IndexedFields | undefined) =>
  a !== undefined && b !== undefined && SEARCH_FIELDS.every((field) => a[field] === b[field]);

/**
 * The text index of `batch` (a document's indexed fields at its id), in canonical form
 * (canonicalIndex.ts). From `previous`, when given, by removing and adding only the documents
 * whose fields changed: at ten thousand operations adding every document took 3.9 s of a
 * rebuild, loading the last index and patching it a few hundred milliseconds. Either way the
 * result is the same bytes.
 */
function textIndex(
  batch: IndexedFields[],
  previous?: PreviousIndex,
): { miniSearch: AsPlainObject; updated?: number } {
  const changed: number[] = [];
  if (previous) {
    const count = Math.max(batch.length, previous.fields.length);
    for (let id = 0; id < count; id += 1)
      if (!sameFields(previous.fields[id], batch[id])) changed.push(id);
  }
  if (!previous || changed.length > UPDATE_SHARE * batch.length) {
    const miniSearch = new MiniSearch<IndexedFields>(MINI_SEARCH_OPTIONS);
    miniSearch.addAll(batch);
    return { miniSearch: canonicalIndex(miniSearch.toJSON()) };
  }
  const miniSearch = MiniSearch.loadJS<IndexedFields>(previous.miniSearch, MINI_SEARCH_OPTIONS);
  const removed = changed.flatMap((id) => previous.fields[id] ?? []);
  // What was read of the last build is let go before this one's index is serialised (hundreds
  // of MB at ten thousand operations, in the build's peak).
  previous.miniSearch = undefined as unknown as AsPlainObject;
  previous.fields = [];
  for (const fields of removed) miniSearch.remove(fields);
  for (const id of changed) if (batch[id]) miniSearch.add(batch[id]);
  return { miniSearch: canonicalIndex(miniSearch.toJSON()), updated: changed.length };
}

/**
 * Builds the search index from documents: the serialisable artifact the server loads, and the
 * fields it indexed (by document id) for the next build's `previous`. Documents with a repeated
 * id are kept once (the first wins). `updated`: how many documents were indexed again, when the
 * index was brought up to date from `previous` rather than built afresh.
 */
export function buildSearchIndexFrom(
  docs: SearchDocument[],
  builtAt = new Date(),
  previous?: PreviousIndex,
): { data: SearchIndexData; fields: IndexedFields[]; updated?: number } {
  const documents: StoredDocument[] = [];
  const tables: Tables = {
    exact: new Map(),
    fieldRefs: new Map(),
    requestFieldRefs: new Map(),
    titles: new Map(),
    sectionTitles: new Map(),
  };
  const seen = new Set<string>();
  const batch: IndexedFields[] = [];
  const codeKey = codeKeys();
  // The first document of an answer key: the current version's, as the reference lists it first.
  const answering = new Map<string, number>();
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
    const usage = usageOf(doc);
    if (usage !== 1) stored.usage = Math.round(usage * 1000) / 1000;
    for (const key of documentKeys(doc)) if (!answering.has(key)) answering.set(key, id);
    if (doc.method) stored.method = doc.method;
    if (doc.path) stored.path = doc.path;
    if (doc.sections?.length) stored.sections = doc.sections.map((s) => [s.id, s.title]);
    documents.push(stored);
    addIdentifiers(tables, doc, id, codeKey);
    batch.push(indexedFields(doc, id, codeKey));
  }
  const { miniSearch, updated } = textIndex(batch, previous);
  const data: SearchIndexData = {
    version: SEARCH_INDEX_VERSION,
    builtAt: builtAt.toISOString(),
    documents,
    exact: Object.fromEntries(tables.exact),
    fieldRefs: Object.fromEntries(tables.fieldRefs),
    requestFieldRefs: Object.fromEntries(tables.requestFieldRefs),
    titles: Object.fromEntries(tables.titles),
    sectionTitles: Object.fromEntries(tables.sectionTitles),
    intents: intentTable((key) => answering.get(key)),
    miniSearch,
  };
  return { data, fields: batch, updated };
}

/** The search index of `docs`, built afresh: a pure function from data to the artifact. */
export function buildSearchIndex(docs: SearchDocument[], builtAt = new Date()): SearchIndexData {
  return buildSearchIndexFrom(docs, builtAt).data;
}
