import fs from 'node:fs';
import { Writable } from 'node:stream';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import v8 from 'node:v8';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
// eslint-disable-next-line no-restricted-imports -- test support: the search routes answer from an index built by the build step itself
import { buildSearchIndex } from '../../gatsby/search/buildSearchIndex';
// eslint-disable-next-line no-restricted-imports -- test support: the build step's fixture documents
import { fixtureDocuments } from '../../gatsby/search/__fixtures__/searchDocuments';
import { closedPort, tempDir } from './testServer';

/**
 * The property-based fuzz of the server's own routes (docs/behaviour.md §7), shared by the Jest
 * suite (server/http/fuzz.test.ts, a few hundred inputs per route) and `npm run bench:fuzz`
 * (thousands). The app is the real one, built from configuration, spoken to with app.inject; the
 * platform is deliberately absent (PLATFORM_BASE_URL names a closed loopback port), so routes that
 * need it may answer 502 or 504 and nothing else in the 5xx range. The search routes answer from
 * an index built from the build step's fixture documents and the blog route from a posts file (without them both answer 503 by design).
 */

/** The prefixes whose every route the fuzz must cover. */
export const FUZZED_PREFIXES = ['/api', '/auth', '/swaggerfile'];

/** 5xx statuses allowed: the platform is absent on purpose (502 unreachable, 504 time limit). */
export const ALLOWED_5XX = new Set([502, 504]);

export interface FuzzRoute {
  method: string;
  url: string;
}

export interface FuzzFigures {
  routes: number;
  inputs: number;
  statuses: Record<string, number>;
  /** Inputs answered with a 5xx outside ALLOWED_5XX, or not within the time limit. */
  failures: string[];
  maxLatencyMs: number;
  maxLatencyInput: string;
  /** After a full garbage collection, before and after the run. */
  heapBeforeMb: number;
  heapAfterMb: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  durationMs: number;
}

/** A full collection before each memory reading, so growth means retained memory. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The real app with the platform absent; `routes` lists every route it registered. */
export async function buildFuzzApp(): Promise<{ app: FastifyInstance; routes: FuzzRoute[] }> {
  const routes: FuzzRoute[] = [];
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  const publicDir = tempDir('fuzz-public-');
  fs.mkdirSync(path.join(publicDir, 'search'));
  fs.writeFileSync(
    path.join(publicDir, 'search', 'index.json'),
    JSON.stringify(buildSearchIndex(fixtureDocuments)),
  );
  fs.mkdirSync(path.join(publicDir, 'blog'));
  fs.writeFileSync(
    path.join(publicDir, 'blog', 'posts.json'),
    JSON.stringify([{ title: 'A post', url: 'https://blog.example/a', date: '2026-01-01' }]),
  );
  const config = loadConfig({
    DATA_DIR: tempDir('fuzz-'),
    PUBLIC_DIR: publicDir,
    PLATFORM_BASE_URL: `http://127.0.0.1:${await closedPort()}/platform`,
    PLATFORM_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
  });
  const app = await buildApp(config, {
    logStream: quiet,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  await app.ready();
  return { app, routes };
}

/** The routes under FUZZED_PREFIXES, one per path with the methods merged (HEAD left out). */
export function fuzzedRoutes(routes: FuzzRoute[]): FuzzRoute[] {
  const seen = new Map<string, FuzzRoute>();
  for (const route of routes) {
    const inScope = FUZZED_PREFIXES.some(
      (prefix) => route.url === prefix || route.url.startsWith(`${prefix}/`),
    );
    if (!inScope || route.method === 'HEAD') continue;
    const key = `${route.method} ${route.url}`;
    if (!seen.has(key)) seen.set(key, route);
  }
  return [...seen.values()].sort((a, b) => a.url.localeCompare(b.url));
}

/** encodeURIComponent that takes lone surrogates too (as the replacement character). */
const encode = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

// Strings a hostile client would try, mixed with arbitrary ones.
const hostile = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '%00',
  '%2e%2e%2f',
  '../../etc/passwd',
  '//evil.example',
  '/\\evil.example',
  'http://192.0.2.1/',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000',
  '\uffff',
  '\ud800',
  '😀'.repeat(50),
  'a'.repeat(5000),
  '__proto__',
  'constructor',
);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: hostile },
);
const fieldName = fc.oneof(
  fc.constantFrom(
    'q',
    'query',
    'limit',
    'page',
    'id',
    'api',
    'file',
    'ref',
    'repo',
    'returnTo',
    'code',
    'state',
    'email',
    'name',
    'scopes',
    'url',
    'method',
    'path',
    'body',
    'headers',
    'siteUrl',
    'selectedProjectIndex',
    'displayName',
    '__proto__',
    'constructor',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);
const jsonBody = fc.oneof(
  fc.dictionary(fieldName, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** One generated request for a route: method, path with its parameters, query, headers, body. */
function requestFor(route: FuzzRoute): fc.Arbitrary<InjectOptions> {
  const pathArb = fc
    .tuple(
      fc.array(text, { minLength: 4, maxLength: 4 }),
      fc.constantFrom('', '', '', '', '', '', '', '', '/', '//', '/x', '%2f..', '?'),
    )
    .map(([values, suffix]) => {
      let index = 0;
      const filled = route.url
        .replace(/:[A-Za-z0-9_]+/g, () => encode(values[index++ % values.length]) || 'x')
        .replace(/\*$/, () => values.map((value) => encode(value)).join('/'));
      return filled + suffix;
    });
  const queryArb = fc.oneof(
    fc
      .dictionary(fieldName, fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 5 })
      .map((fields) => {
        const params = new URLSearchParams();
        for (const [name, value] of Object.entries(fields)) {
          for (const one of [value].flat()) params.append(name, one);
        }
        const encoded = params.toString();
        return encoded ? `?${encoded}` : '';
      }),
    fc.constantFrom('', '?', '?&&', '?q', '?q=%', '?q=%zz', '?a[b]=1&a[c]=2', '?q=a&q=b'),
  );
  const contentType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
    'garbage',
    '',
  );
  const headersArb = fc.record(
    {
      'content-type': contentType,
      authorization: fc.oneof(
        fc.constant('Bearer x'),
        text.map((value) => `Bearer ${value.replace(/[^\x21-\x7e]/g, '')}`),
        fc.constant('Basic Og=='),
      ),
      cookie: fc
        .dictionary(fc.constantFrom('dct', 'dct_signin', 'session', 'x', 'a b'), text, {
          maxKeys: 3,
        })
        .map((jar) =>
          Object.entries(jar)
            .map(([name, value]) => `${name}=${encode(value)}`)
            .join('; '),
        ),
      // Mostly allowed host names: a foreign one is answered 421 before any route runs.
      host: fc.constantFrom(
        'localhost',
        'localhost',
        'localhost',
        '127.0.0.1',
        '[::1]',
        'evil.example',
        'localhost:1',
      ),
      origin: fc.constantFrom('http://localhost', 'https://evil.example', 'null'),
      'x-forwarded-for': fc.constantFrom('192.0.2.1', '1.1.1.1, 2.2.2.2', 'garbage'),
      'x-forwarded-host': fc.constantFrom('evil.example', 'localhost'),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'x/y'),
      'x-sandbox-test-secret': text,
    },
    { requiredKeys: [] },
  );
  const bodyArb = fc.oneof(
    { weight: 3, arbitrary: jsonBody.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: text },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fieldName, text, { maxKeys: 5 })
        .map((fields) => new URLSearchParams(fields).toString()),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '\u0000', '{"__proto__":{"x":1}}'),
    },
  );
  return fc
    .record({
      method: fc.oneof(
        { weight: 4, arbitrary: fc.constant(route.method as HTTPMethods) },
        { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
      ),
      path: pathArb,
      query: queryArb,
      headers: headersArb,
      body: fc.option(bodyArb, { nil: undefined }),
    })
    .map(({ method, path: url, query, headers, body }) => {
      const clean: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers)) {
        // Header values the HTTP parser would refuse before the server sees them are left out.
        if (typeof value === 'string' && /^[\t\x20-\x7e]*$/.test(value)) clean[name] = value;
      }
      const withBody = method !== 'GET' && method !== 'HEAD' && body !== undefined;
      return {
        method,
        url: url + (url.includes('?') ? '' : query),
        headers: clean,
        ...(withBody ? { payload: body } : {}),
      } satisfies InjectOptions;
    });
}

function describeInput(input: InjectOptions): string {
  const payload = typeof input.payload === 'string' ? input.payload.slice(0, 200) : '';
  return `${input.method} ${String(input.url).slice(0, 300)} headers=${JSON.stringify(
    input.headers,
  ).slice(0, 300)} body=${JSON.stringify(payload)}`;
}

export interface FuzzOptions {
  runsPerRoute: number;
  /** An answer later than this counts as a hang. */
  timeoutMs: number;
  seed?: number;
  /** Stop recording failures after this many (the figures keep counting). */
  maxFailures?: number;
}

/** Runs the fuzz over the given routes of `app`; answers the figures. */
export async function fuzz(
  app: FastifyInstance,
  routes: FuzzRoute[],
  options: FuzzOptions,
): Promise<FuzzFigures> {
  collectGarbage();
  const before = process.memoryUsage();
  const started = Date.now();
  const statuses: Record<string, number> = {};
  const failures: string[] = [];
  let inputs = 0;
  let maxLatencyMs = 0;
  let maxLatencyInput = '';
  const maxFailures = options.maxFailures ?? 20;

  for (const route of routes) {
    await fc.assert(
      fc.asyncProperty(requestFor(route), async (input) => {
        inputs += 1;
        const sent = Date.now();
        let timer: NodeJS.Timeout | undefined;
        const outcome = await Promise.race([
          app.inject(input).then(
            (response) => response.statusCode,
            (error: Error) => `inject failed: ${error.message}`,
          ),
          new Promise<string>((resolve) => {
            timer = setTimeout(
              () => resolve(`no answer within ${options.timeoutMs} ms`),
              options.timeoutMs,
            );
          }),
        ]);
        clearTimeout(timer);
        const latency = Date.now() - sent;
        if (latency > maxLatencyMs) {
          maxLatencyMs = latency;
          maxLatencyInput = `${route.method} ${route.url}: ${describeInput(input)}`;
        }
        const key = typeof outcome === 'number' ? String(outcome) : 'no answer';
        statuses[key] = (statuses[key] ?? 0) + 1;
        const bad = typeof outcome !== 'number' || (outcome >= 500 && !ALLOWED_5XX.has(outcome));
        if (bad && failures.length < maxFailures) {
          failures.push(`${route.method} ${route.url} → ${outcome}: ${describeInput(input)}`);
        }
      }),
      { numRuns: options.runsPerRoute, seed: options.seed, endOnFailure: false },
    );
  }

  collectGarbage();
  const after = process.memoryUsage();
  return {
    routes: routes.length,
    inputs,
    statuses,
    failures,
    maxLatencyMs,
    maxLatencyInput,
    heapBeforeMb: mb(before.heapUsed),
    heapAfterMb: mb(after.heapUsed),
    rssBeforeMb: mb(before.rss),
    rssAfterMb: mb(after.rss),
    durationMs: Date.now() - started,
  };
}
