// `npm run bench:search-libraries`: the three search libraries weighed for the index (minisearch,
// flexsearch, @orama/orama), side by side on the same generated 10,000-document corpus and the
// same queries as bench:search: index build time, serialised size (the index is a build
// artifact the server loads), load time, and p50/p95 of a 10-result search with typo tolerance
// where the library has it, and of an 8-result prefix (autocomplete) query. Library calls only,
// no server: it compares engines, bench:search measures the product. Prints figures.
// flexsearch and orama install into bench/tools on first use (bench/lib/tools.mjs).
import zlib from 'node:zlib';
import MiniSearch from 'minisearch';
import {
  autocompleteQueries,
  percentile,
  searchQueries,
  syntheticDocuments,
  titleWords,
} from './lib/searchCorpus.mjs';
import { ensureTools } from './lib/tools.mjs';

// flexsearch and orama are not in the root install: bench/tools holds them, installed on first
// use.
ensureTools('bench:search-libraries');
const {
  FlexSearch,
  create,
  insertMultiple,
  load,
  save,
  search: oramaSearch,
} = await import('./tools/searchLibraries.mjs');

const FIELDS = ['title', 'headings', 'summary', 'body', 'identifiers'];

/** One flat record per document: the API identifiers as one text field, as every engine reads. */
function flatten(document) {
  const identifiers = [
    document.path,
    document.operationId,
    document.sdkMethodName,
    ...(document.parameters ?? []),
    ...(document.fields ?? []),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id: document.id,
    url: document.url,
    title: document.title,
    headings: (document.headings ?? []).join(' '),
    summary: document.summary ?? '',
    body: document.body ?? '',
    identifiers,
  };
}

const minisearch = {
  name: 'minisearch 7',
  options: {
    fields: FIELDS,
    storeFields: ['title', 'url'],
    searchOptions: { boost: { title: 3, identifiers: 3, headings: 2 } },
  },
  async build(records) {
    const index = new MiniSearch(this.options);
    index.addAll(records);
    return index;
  },
  async serialise(index) {
    return JSON.stringify(index);
  },
  async load(text) {
    return MiniSearch.loadJSON(text, this.options);
  },
  search: (index, q) => index.search(q, { prefix: true, fuzzy: 0.2 }).slice(0, 10),
  suggest: (index, q) => index.search(q, { prefix: true, combineWith: 'AND' }).slice(0, 8),
};

const flexsearch = {
  name: 'flexsearch 0.8 (Document, forward tokenizer)',
  options: {
    tokenize: 'forward',
    document: { id: 'id', index: FIELDS, store: ['title', 'url'] },
  },
  async build(records) {
    const index = new FlexSearch.Document(this.options);
    for (const record of records) index.add(record);
    return index;
  },
  // The index exports as key/value chunks; the artifact is those chunks as one JSON object.
  async serialise(index) {
    const chunks = {};
    await index.export((key, data) => {
      chunks[key] = data;
    });
    return JSON.stringify(chunks);
  },
  async load(text) {
    const index = new FlexSearch.Document(this.options);
    for (const [key, data] of Object.entries(JSON.parse(text))) await index.import(key, data);
    return index;
  },
  // No typo tolerance: `suggest` only relaxes multi-word matching.
  search: (index, q) => index.search(q, { limit: 10, suggest: true, merge: true }),
  suggest: (index, q) => index.search(q, { limit: 8, merge: true }),
};

const orama = {
  name: 'orama 3',
  schema: {
    url: 'string',
    title: 'string',
    headings: 'string',
    summary: 'string',
    body: 'string',
    identifiers: 'string',
  },
  async build(records) {
    const db = create({ schema: this.schema });
    await insertMultiple(db, records, 1000);
    return db;
  },
  async serialise(db) {
    return JSON.stringify(save(db));
  },
  async load(text) {
    const db = create({ schema: this.schema });
    load(db, JSON.parse(text));
    return db;
  },
  search: (db, q) =>
    oramaSearch(db, {
      term: q,
      limit: 10,
      tolerance: 1,
      boost: { title: 3, identifiers: 3, headings: 2 },
    }),
  suggest: (db, q) => oramaSearch(db, { term: q, limit: 8, properties: ['title', 'identifiers'] }),
};

async function timed(queries, run) {
  const times = [];
  for (const q of queries) {
    const started = process.hrtime.bigint();
    await run(q);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const documents = syntheticDocuments();
const records = documents.map(flatten);
const words = titleWords(documents);
const searches = searchQueries(words);
const prefixes = autocompleteQueries(words);
const ms = (n) => `${n.toFixed(2)} ms`.padStart(11);
console.log(
  `[bench:search-libraries] ${records.length} documents, ${searches.length} searches and ${prefixes.length} prefix queries each, Node ${process.version}`,
);
for (const engine of [minisearch, flexsearch, orama]) {
  try {
    let started = performance.now();
    const built = await engine.build(records);
    const buildMs = performance.now() - started;
    const text = await engine.serialise(built);
    started = performance.now();
    const index = await engine.load(text);
    const loadMs = performance.now() - started;
    // Warm-up, as on a server that has been running a while.
    for (const q of searches.slice(0, 50)) await engine.search(index, q);
    const search = await timed(searches, (q) => engine.search(index, q));
    const suggest = await timed(prefixes, (q) => engine.suggest(index, q));
    const size = `${(text.length / 2 ** 20).toFixed(1)} MiB (${(zlib.gzipSync(text).length / 2 ** 20).toFixed(1)} MiB gz)`;
    console.log(`\n${engine.name}`);
    console.log(`  build ${ms(buildMs)}   artifact ${size}   load ${ms(loadMs)}`);
    console.log(`  search  p50 ${ms(search.p50)}  p95 ${ms(search.p95)}`);
    console.log(`  prefix  p50 ${ms(suggest.p50)}  p95 ${ms(suggest.p95)}`);
  } catch (error) {
    console.log(`\n${engine.name}: failed: ${error.message}`);
  }
}
