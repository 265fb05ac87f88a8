// `npm run bench:fuzz`: the fuzz suite of server/http/fuzz.test.ts at full size: every /api,
// /auth and /swaggerfile route of the real app (enumerated from the app), 5,000 generated requests
// each (FUZZ_RUNS to change; FUZZ_SEED to replay), through app.inject, under the outbound guard,
// with the platform absent on purpose (502/504 allowed, no other 5xx). Prints the figures: inputs,
// routes, status histogram, slowest answer, heap and RSS before and after (after a full GC).
// Exits non-zero on any failure (a 5xx outside 502/504, no answer within 10 s).
import { createRequire } from 'node:module';
import path from 'node:path';
import { register } from 'tsx/cjs/api';

register();
const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { installOutboundGuard } = require(path.join(root, 'server/test-support/outboundGuard.ts'));
const { buildFuzzApp, fuzz, fuzzedRoutes } = require(
  path.join(root, 'server/test-support/fuzz.ts'),
);

const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 5000);
const seed = process.env.FUZZ_SEED === undefined ? Date.now() : Number(process.env.FUZZ_SEED);

installOutboundGuard();
const { app, routes: registered } = await buildFuzzApp();
const routes = fuzzedRoutes(registered);
console.info(`fuzz: ${routes.length} routes × ${runsPerRoute} inputs, seed ${seed}`);
const figures = await fuzz(app, routes, { runsPerRoute, timeoutMs: 10_000, seed, maxFailures: 50 });
await app.close();

const histogram = Object.entries(figures.statuses)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([status, count]) => `${status}: ${count}`)
  .join(', ');
console.info(`routes:        ${figures.routes}`);
console.info(
  `inputs:        ${figures.inputs} (${Math.round(figures.inputs / (figures.durationMs / 1000))}/s over ${(figures.durationMs / 1000).toFixed(1)} s)`,
);
console.info(`statuses:      ${histogram}`);
console.info(
  `max latency:   ${figures.maxLatencyMs} ms (${figures.maxLatencyInput.slice(0, 200)})`,
);
console.info(`heap (MB):     ${figures.heapBeforeMb} → ${figures.heapAfterMb} after a full GC`);
console.info(`rss (MB):      ${figures.rssBeforeMb} → ${figures.rssAfterMb}`);
console.info(`failures:      ${figures.failures.length}`);
for (const failure of figures.failures) console.info(`  ${failure.slice(0, 400)}`);
process.exit(figures.failures.length === 0 ? 0 : 1);
