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

register();
const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { collectSearchDocuments } = require(
  path.join(root, 'gatsby/search/collectSearchDocuments.ts'),
);
const { buildSearchIndex } = require(path.join(root, 'gatsby/search/buildSearchIndex.ts'));
const { searchRoutes } = require(path.join(root, 'server/routes/search.ts'));
const Fastify = require('fastify');

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const SYNTHETIC_DOCS = 10_000;

// A deterministic generator, so runs compare.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

const VOCABULARY = (
  'envelope envelopes template templates recipient recipients signer signing document documents ' +
  'account accounts user users group groups brand brands tab tabs field fields custom webhook ' +
  'connect event events notification status void correct resend view views embedded sender ' +
  'agreement clickwrap workflow maestro navigator room rooms form forms notary identity ' +
  'verification token access grant consent scope integration key secret redirect uri bulk send ' +
  'list batch audit attachment attachments lock reminder expiration payment billing invoice ' +
  'permission profile setting settings folder folders search filter date range page size'
).split(' ');
const VERBS = ['create', 'get', 'list', 'update', 'delete', 'void', 'send', 'resend', 'lock'];
const KINDS = ['guide', 'support', 'blog', 'community', 'website', 'course', 'changelog'];
const CATEGORY = {
  guide: 'Developer',
  support: 'Support',
  blog: 'Blogs',
  community: 'Community',
  website: 'Website',
  course: 'Courses',
  changelog: 'Developer',
};
// Prose draws on a larger vocabulary: one word in ten from the domain words above (so a domain
// word is in roughly a fifth of the documents, as "envelope" is in the bundled content), the
// rest from a long tail of generated words.
const SYLLABLES = 'ka lo mi re su ta ne vo pi da ro li me na so ve ri to mu le'.split(' ');
const LONG_TAIL = Array.from({ length: 4000 }, () =>
  Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(''),
);
const word = () => (random() < 0.1 ? pick(VOCABULARY) : pick(LONG_TAIL));
const sentence = (n) => Array.from({ length: n }, word).join(' ');
const camel = (a, b) => a + b[0].toUpperCase() + b.slice(1);

/** 10,000 documents: 40% API methods with identifiers, the rest prose of every kind. */
function syntheticDocuments() {
  return Array.from({ length: SYNTHETIC_DOCS }, (_, i) => {
    if (i % 5 < 2) {
      const verb = pick(VERBS);
      const noun = pick(VOCABULARY);
      const other = pick(VOCABULARY);
      const url = `/docs/api-${i % 15}/reference/${noun}/${other}/${verb}-${i}/`;
      return {
        id: url,
        title: `${verb[0].toUpperCase()}${verb.slice(1)} ${noun} ${other}`,
        url,
        category: 'Developer',
        kind: 'api',
        summary: sentence(10),
        body: sentence(60),
        headings: [noun, other],
        method: pick(['GET', 'POST', 'PUT', 'DELETE']),
        path: `/v2.1/accounts/{accountId}/${noun}/{${camel(noun, 'id')}}/${other}/${i}`,
        operationId: `${noun}_${verb}${other}${i}`,
        sdkMethodName: camel(verb, `${noun}${i}`),
        parameters: ['accountId', camel(noun, 'id'), pick(VOCABULARY)],
        fields: Array.from({ length: 12 }, () => camel(pick(VOCABULARY), pick(VOCABULARY))),
      };
    }
    const kind = pick(KINDS);
    const url = `https://${kind}.example.com/${i}`;
    return {
      id: url,
      title: sentence(5),
      url,
      category: CATEGORY[kind],
      kind,
      summary: sentence(15),
      body: sentence(200),
      headings: [sentence(3), sentence(3)],
    };
  });
}

function searchQueries(words) {
  return Array.from({ length: REQUESTS }, (_, i) => {
    switch (i % 6) {
      case 0:
        return pick(words);
      case 1:
        return `${pick(words)} ${pick(words)}`;
      case 2:
        return `${pick(VERBS)} ${pick(words)} ${pick(words)}`;
      case 3: {
        const word = pick(words);
        return word.length > 4 ? word.slice(0, 2) + word.slice(3) : word; // a typo
      }
      case 4:
        return camel(pick(words), 'id');
      default:
        return `/v2.1/accounts/{accountId}/${pick(words)}`;
    }
  });
}

function autocompleteQueries(words) {
  return Array.from({ length: REQUESTS }, () => {
    const word = pick(words);
    return word.slice(0, 2 + Math.floor(random() * Math.max(1, word.length - 1)));
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

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
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1), distinct };
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

  const words = [
    ...new Set(documents.flatMap((d) => d.title.toLowerCase().match(/[a-z]{3,}/g) ?? [])),
  ];
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
    `  /api/search       p50 ${ms(search.p50)}  p95 ${ms(search.p95)}  max ${ms(search.max)}  (${REQUESTS} requests, ${search.distinct} distinct)`,
  );
  console.log(
    `  /api/autocomplete p50 ${ms(autocomplete.p50)}  p95 ${ms(autocomplete.p95)}  max ${ms(autocomplete.max)}  (${REQUESTS} requests, ${autocomplete.distinct} distinct)`,
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
