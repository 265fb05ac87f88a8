// `npm run bench:search`: search index build time and size, and server-side p50/p95 latency of
// GET /api/search and GET /api/autocomplete, for the bundled content and for a generated corpus
// of 10,000 documents. Latency is the in-process time of each request through the real Fastify
// route (validation, search, serialisation) via app.inject: no network, no client.
// Then the relevance set (lib/search/relevance/queries.json): where each developer query's page
// comes in the answers of the bundled site, as MRR and the shares first and in the first three.
// `-- --relevance` measures the relevance set only; `-- --misses` lists the queries whose page
// is not first. Not part of `npm test`: it prints figures.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { register } from 'tsx/cjs/api';
import { calibrationLine, formatCal, measureCalibration } from './calibration.mjs';
import {
  autocompleteQueries,
  percentile,
  searchQueries,
  syntheticDocuments,
  titleWords,
} from './lib/searchCorpus.mjs';

register();
const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { collectSearchDocuments } = require(
  path.join(root, 'gatsby/search/collectSearchDocuments.ts'),
);
const { buildSearchIndex } = require(path.join(root, 'lib/search/buildSearchIndex.ts'));
const { RELEVANCE_QUERIES, relevanceFigures } = require(
  path.join(root, 'lib/search/relevance/relevance.ts'),
);
const { builtFileExists } = require(path.join(root, 'lib/builtFiles.ts'));
const { searchRoutes } = require(path.join(root, 'server/routes/search.ts'));
const Fastify = require('fastify');

const args = process.argv.slice(2);
// Measured first, in a process of its own: every time figure below is also shown in cal units.
const calibration = measureCalibration();
console.log(calibrationLine(calibration));
const ms = (n) => `${n.toFixed(2)} ms (${formatCal(n, calibration)})`;

/** Each query through the route, timed; the answers kept for the relevance figures. */
async function asked(app, route, queries) {
  const times = [];
  const answers = new Map();
  for (const q of queries) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url: route, query: { q } });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${route}?q=${q}: ${response.statusCode}`);
    answers.set(q, response.json());
  }
  times.sort((a, b) => a - b);
  const distinct = new Set(queries).size;
  const figures = {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1),
    distinct,
    count: queries.length,
  };
  return { figures, answers };
}

const latency = async (app, route, queries) => (await asked(app, route, queries)).figures;

/** The index of `documents` built, written to a temporary public folder and served. */
async function served(documents) {
  const started = performance.now();
  const data = buildSearchIndex(documents);
  const json = JSON.stringify(data);
  const buildMs = performance.now() - started;
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  fs.mkdirSync(path.join(publicDir, 'search'));
  fs.writeFileSync(path.join(publicDir, 'search', 'index.json'), json);
  const app = Fastify({ logger: false });
  const loadStarted = performance.now();
  await app.register(searchRoutes, { config: { publicDir } });
  await app.ready();
  const loadMs = performance.now() - loadStarted;
  const close = async () => {
    await app.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  };
  return { app, json, buildMs, loadMs, close };
}

async function measure(label, documents) {
  const { app, json, buildMs, loadMs, close } = await served(documents);
  const words = titleWords(documents);
  // Warm-up: JIT and caches, as on a server that has been running a while.
  await latency(app, '/api/search', searchQueries(words).slice(0, 50));
  await latency(app, '/api/autocomplete', autocompleteQueries(words).slice(0, 50));
  const search = await latency(app, '/api/search', searchQueries(words));
  const autocomplete = await latency(app, '/api/autocomplete', autocompleteQueries(words));
  await close();

  console.log(`\n${label}: ${documents.length} documents`);
  console.log(`  index build     ${ms(buildMs)} (buildSearchIndex + JSON)`);
  console.log(
    `  index size      ${(json.length / 1024).toFixed(0)} KiB JSON, ` +
      `${(zlib.gzipSync(json).length / 1024).toFixed(0)} KiB gzipped`,
  );
  console.log(`  index load      ${ms(loadMs)} (server start: read, parse, open)`);
  console.log(
    `  /api/search       p50 ${ms(search.p50)}  p95 ${ms(search.p95)}  max ${ms(search.max)}  (${search.count} requests, ${search.distinct} distinct)`,
  );
  console.log(
    `  /api/autocomplete p50 ${ms(autocomplete.p50)}  p95 ${ms(autocomplete.p95)}  max ${ms(autocomplete.max)}  (${search.count} requests, ${autocomplete.distinct} distinct)`,
  );
  return { search, autocomplete };
}

const percent = (share) => `${(share * 100).toFixed(1)}%`;

function printFigures(label, figures, timing) {
  console.log(
    `  ${label.padEnd(17)} MRR ${figures.mrr.toFixed(3)}  first ${percent(figures.top1)}  ` +
      `top 3 ${percent(figures.top3)}  p50 ${ms(timing.p50)}  p95 ${ms(timing.p95)}`,
  );
}

/**
 * The relevance set over the bundled site's index: the documents the build indexes, with the
 * built pages of public/ when a build is there (tools, site pages, blog posts).
 */
async function relevance() {
  const publicDir = process.env.PUBLIC_DIR ?? path.join(root, 'public');
  const built = builtFileExists(path.join(publicDir, 'sitemap-index.xml'));
  const documents = await collectSearchDocuments({
    warn: () => undefined,
    ...(built ? { publicDir } : {}),
  });
  const { app, close } = await served(documents);
  const queries = RELEVANCE_QUERIES.map((query) => query.q);
  await asked(app, '/api/search', queries); // warm-up
  const search = await asked(app, '/api/search', queries);
  const autocomplete = await asked(app, '/api/autocomplete', queries);
  await close();
  const urls = (answers, list) => (q) => answers.get(q)[list].map((hit) => hit.url);
  const searchFigures = relevanceFigures(RELEVANCE_QUERIES, urls(search.answers, 'results'));
  const suggestFigures = relevanceFigures(
    RELEVANCE_QUERIES,
    urls(autocomplete.answers, 'suggestions'),
  );
  console.log(
    `\nRelevance: ${RELEVANCE_QUERIES.length} developer queries over ${documents.length} documents` +
      (built
        ? ` (with the built pages of ${path.relative(root, publicDir) || '.'})`
        : ' (no build: without site pages)'),
  );
  printFigures('/api/search', searchFigures, search.figures);
  printFigures('/api/autocomplete', suggestFigures, autocomplete.figures);
  // A part of the set, scored again from the ranks already found.
  const part = (figures, keep) =>
    relevanceFigures(figures.ranked.filter(keep), (q) => {
      const query = figures.ranked.find((r) => r.q === q);
      return query.rank ? [...Array(query.rank - 1).fill(''), query.page] : [];
    });
  const heldOut = (query) => query.heldOut === true;
  const heldSearch = part(searchFigures, heldOut);
  const heldSuggest = part(suggestFigures, heldOut);
  console.log(
    `    held out: ${heldSearch.queries} queries never tuned on: search MRR ${heldSearch.mrr.toFixed(3)}  first ${percent(heldSearch.top1)}  top 3 ${percent(heldSearch.top3)};  autocomplete MRR ${heldSuggest.mrr.toFixed(3)}  first ${percent(heldSuggest.top1)}  top 3 ${percent(heldSuggest.top3)}`,
  );
  const kinds = [...new Set(RELEVANCE_QUERIES.map((query) => query.kind))];
  for (const kind of kinds) {
    const figures = part(searchFigures, (query) => query.kind === kind);
    console.log(
      `    ${kind.padEnd(11)} ${String(figures.queries).padStart(3)} queries  search MRR ${figures.mrr.toFixed(3)}  first ${percent(figures.top1)}  top 3 ${percent(figures.top3)}`,
    );
  }
  if (args.includes('--misses')) {
    for (const [label, figures] of [
      ['search', searchFigures],
      ['autocomplete', suggestFigures],
    ]) {
      console.log(
        `\n  ${label}: queries whose page is not first (rank, 0: absent; held out not shown)`,
      );
      for (const query of figures.ranked.filter((r) => r.rank !== 1 && !r.heldOut))
        console.log(`    ${String(query.rank).padStart(2)}  ${query.q}  → ${query.page}`);
    }
  }
}

if (!args.includes('--relevance')) {
  const collectStarted = performance.now();
  const bundled = await collectSearchDocuments({ warn: () => undefined });
  const collectMs = performance.now() - collectStarted;
  console.log(
    `collectSearchDocuments: ${collectMs.toFixed(0)} ms (${formatCal(collectMs, calibration)})`,
  );
  await measure('Bundled content', bundled);
  const large = await measure('Generated corpus', syntheticDocuments());
  const targets = large.autocomplete.p95 < 10 && large.search.p95 < 25;
  console.log(
    `\nTargets at 10,000 documents (autocomplete p95 < 10 ms, search p95 < 25 ms): ${targets ? 'met' : 'NOT met'}`,
  );
}
await relevance();
