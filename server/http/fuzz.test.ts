/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { installOutboundGuard, removeOutboundGuard } from '../test-support/outboundGuard';
import {
  buildFuzzApp,
  fuzz,
  fuzzedRoutes,
  FUZZED_PREFIXES,
  type FuzzRoute,
} from '../test-support/fuzz';

// The fuzz suite (docs/behaviour.md §7): every /api, /auth and /swaggerfile route of the real app,
// 300 generated requests each (methods, paths, query, headers, cookies, bodies), under the
// outbound guard. No 5xx but 502/504 (the platform is absent on purpose), no answer later than
// 5 s, and the heap after a full collection grows by less than 64 MB over the whole run.
// `npm run bench:fuzz` runs the same with 5,000 per route and prints the figures.
const RUNS_PER_ROUTE = 300;
const TIMEOUT_MS = 5000;
const HEAP_GROWTH_BOUND_MB = 64;

let app: FastifyInstance;
let registered: FuzzRoute[];

beforeAll(async () => {
  installOutboundGuard();
  ({ app, routes: registered } = await buildFuzzApp());
});
afterAll(async () => {
  await app?.close();
  removeOutboundGuard();
});

it('covers every route under /api, /auth and /swaggerfile the app registers', () => {
  const routes = fuzzedRoutes(registered);
  // Enumerated from the app itself (onRoute), so a new route is fuzzed without listing it here.
  for (const route of registered) {
    const inScope = FUZZED_PREFIXES.some((prefix) => route.url.startsWith(prefix));
    if (inScope && route.method !== 'HEAD') {
      expect(routes).toContainEqual({ method: route.method, url: route.url });
    }
  }
  // The enumeration itself works: known routes of each prefix are there.
  for (const known of ['GET /api/search', 'GET /auth/login', 'GET /api/applications']) {
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain(known);
  }
  expect(routes.some((route) => route.url.startsWith('/swaggerfile'))).toBe(true);
});

it(`answers ${RUNS_PER_ROUTE} generated requests per route without a 5xx, a hang or a leak`, async () => {
  const routes = fuzzedRoutes(registered);
  const figures = await fuzz(app, routes, {
    runsPerRoute: RUNS_PER_ROUTE,
    timeoutMs: TIMEOUT_MS,
  });
  expect(figures.failures).toEqual([]);
  expect(figures.inputs).toBe(routes.length * RUNS_PER_ROUTE);
  expect(figures.maxLatencyMs).toBeLessThan(TIMEOUT_MS);
  expect(figures.heapAfterMb - figures.heapBeforeMb).toBeLessThan(HEAP_GROWTH_BOUND_MB);
  // Still serving after the run.
  const search = await app.inject({ method: 'GET', url: '/api/search?q=envelope' });
  expect(search.statusCode).toBeLessThan(500);
  const login = await app.inject({ method: 'GET', url: '/auth/login' });
  expect(login.statusCode).toBe(302);
}, 90_000);
