import fs from 'node:fs';
import { Writable } from 'node:stream';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import v8 from 'node:v8';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { buildSearchIndex } from '../lib/search/buildSearchIndex';
import { fixtureDocuments } from '../lib/search/__fixtures__/searchDocuments';
import { ANY_METHOD, describeInput, requestFor, type FuzzRoute } from './fuzzRequests';
import { closedPort, tempDir, TEST_HOOKS_SECRET } from './testServer';

export type { FuzzRoute } from './fuzzRequests';

/**
 * The property-based fuzz of the server's own routes (docs/behaviour.md §7), shared by the Jest
 * suite (server/http/fuzz.test.ts, a few hundred inputs per route) and `npm run bench:fuzz`
 * (thousands). The apps are the real one, built from configuration, spoken to with app.inject:
 * - `site`: the platform deliberately absent (PLATFORM_BASE_URL names a closed loopback port),
 *   so routes that need it may answer 502 or 504 and nothing else in the 5xx range; the search
 *   routes answer from an index built from the build step's fixture documents and the blog route
 *   from a posts file (without them both answer 503 by design);
 * - `sandbox`: the embedded sandbox platform with its test hooks, for the `/sandbox` routes.
 */

/** The route groups the fuzz must cover, each from the app that serves it. */
export const FUZZ_GROUPS = {
  '/api': 'site',
  '/auth': 'site',
  '/swaggerfile': 'site',
  '/mcp': 'site',
  '/sandbox': 'sandbox',
} as const;
export type FuzzGroup = keyof typeof FUZZ_GROUPS;
export const FUZZED_PREFIXES = Object.keys(FUZZ_GROUPS) as FuzzGroup[];

/** 5xx statuses allowed: the platform is absent on purpose (502 unreachable, 504 time limit). */
export const ALLOWED_5XX = new Set([502, 504]);

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

/** An app, every route it registered (onRoute) and the lines it logged at error level. */
export interface FuzzApp {
  app: FastifyInstance;
  routes: FuzzRoute[];
  errorLines: string[];
}

async function build(env: Record<string, string>): Promise<FuzzApp> {
  const routes: FuzzRoute[] = [];
  const errorLines: string[] = [];
  const errors = new Writable({
    write: (chunk, _encoding, done) => {
      errorLines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '100000000',
      SANDBOX_API_HOURLY_LIMIT: '100000000',
      SANDBOX_API_BURST_LIMIT: '100000000',
      ...env,
    }),
    {
      logStream: errors,
      onRoute: (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    },
  );
  await app.ready();
  return { app, routes, errorLines };
}

/** The real app with the platform absent; `routes` lists every route it registered. */
export async function buildFuzzApp(): Promise<FuzzApp> {
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
  return build({
    DATA_DIR: tempDir('fuzz-'),
    PUBLIC_DIR: publicDir,
    PLATFORM_BASE_URL: `http://127.0.0.1:${await closedPort()}/platform`,
    PLATFORM_TIMEOUT_MS: '2000',
    // Forwarded headers are believed, as behind a proxy: the generators forge them.
    TRUST_PROXY: '1',
  });
}

/** The real app with its embedded sandbox and the sandbox's test hooks. */
export function buildFuzzSandboxApp(): Promise<FuzzApp> {
  return build({
    DATA_DIR: tempDir('fuzz-sandbox-'),
    PUBLIC_DIR: path.join(tempDir(), 'not-built'),
    SANDBOX_TEST_HOOKS: '1',
    SANDBOX_TEST_HOOKS_SECRET: TEST_HOOKS_SECRET,
  });
}

/** Both apps, by name in FUZZ_GROUPS. */
export async function buildFuzzApps(): Promise<Record<'site' | 'sandbox', FuzzApp>> {
  return { site: await buildFuzzApp(), sandbox: await buildFuzzSandboxApp() };
}

/** Whether a route's URL lies in a group (`/mcp`, `/api/...`). */
export const inGroup = (url: string, group: string) => url === group || url.startsWith(`${group}/`);

/**
 * The routes of one group, one per path and method (HEAD left out); a catch-all registered for
 * every method (the responder's `/sandbox/restapi/*`) is one route whose method varies.
 */
export function fuzzedRoutes(routes: FuzzRoute[], group: FuzzGroup): FuzzRoute[] {
  const methodsOf = new Map<string, Set<string>>();
  for (const route of routes) {
    if (!inGroup(route.url, group) || route.method === 'HEAD') continue;
    methodsOf.set(route.url, (methodsOf.get(route.url) ?? new Set()).add(route.method));
  }
  return [...methodsOf.entries()]
    .flatMap(([url, methods]) =>
      methods.size > 4
        ? [{ method: ANY_METHOD, url }]
        : [...methods].map((method) => ({ method, url })),
    )
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
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
