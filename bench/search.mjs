// `npm run bench:search`: search index build time and size, and server-side p50/p95 latency of
// GET /api/search and GET /api/autocomplete, for the bundled content and for a generated corpus
// of 10,000 documents. Latency is the in-process time of each request through the real Fastify
// route (validation, search, serialisation) via app.inject: no network, no client.
// Not part of `npm test`: it prints figures.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { register } from 'tsx/cjs/api';
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
const { searchRoutes } = require(path.join(root, 'server/routes/search.ts'));
const Fastify = require('fastify');

async function latency(app, route, queries) {
  const times = [];
  for (const q of queries) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url: route, query: { q } });
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${route}?q=${q}: ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const distinct = new Set(queries).size;
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1),
    distinct,
    count: queries.length,
  };
}

async function measure(label, documents) {
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

  const words = titleWords(documents);
  // Warm-up: JIT and caches, as on a server that has been running a while.
  await latency(app, '/api/search', searchQueries(words).slice(0, 50));
  await latency(app, '/api/autocomplete', autocompleteQueries(words).slice(0, 50));
  const search = await latency(app, '/api/search', searchQueries(words));
  const autocomplete = await latency(app, '/api/autocomplete', autocompleteQueries(words));
  await app.close();
  fs.rmSync(publicDir, { recursive: true, force: true });

  const ms = (n) => `${n.toFixed(2)} ms`;
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

const collectStarted = performance.now();
const bundled = await collectSearchDocuments({ warn: () => undefined });
console.log(`collectSearchDocuments: ${(performance.now() - collectStarted).toFixed(0)} ms`);
await measure('Bundled content', bundled);
const large = await measure('Generated corpus', syntheticDocuments());
const targets = large.autocomplete.p95 < 10 && large.search.p95 < 25;
console.log(
  `\nTargets at 10,000 documents (autocomplete p95 < 10 ms, search p95 < 25 ms): ${targets ? 'met' : 'NOT met'}`,
);
