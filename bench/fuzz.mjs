// `npm run bench:fuzz`: the fuzz suite of server/http/fuzz.test.ts at full size: every /api,
// /auth, /swaggerfile, /mcp and /sandbox route of the real app (enumerated from the app), 5,000
// generated requests each (FUZZ_RUNS to change; FUZZ_SEED to replay), through app.inject, under
// the outbound guard, with the platform absent on purpose for the portal's routes (502/504
// allowed, no other 5xx) and the embedded sandbox, test hooks on, for /sandbox. Prints the
// figures per route group and in total: routes, inputs, status histogram, slowest answer, heap
// and RSS before and after (after a full GC). Then the socket modes
// (test-support/fuzzSockets.ts): the same generated requests over loopback sockets, 100
// per route and mode (FUZZ_SOCKET_RUNS), 32 clients at once, by clients that leave (before the
// answer, after its headers, after its first bytes) and by slow readers (a chunk at a time for
// 300 ms, then gone); per group and mode the inputs, statuses and time. Exits non-zero on any
// failure (a 5xx outside 502/504, no answer within 10 s; over sockets, a line logged at error
// level or a server that no longer answers /healthz).
import { createRequire } from 'node:module';
import path from 'node:path';
import { register } from 'tsx/cjs/api';

register();
const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { installOutboundGuard } = require(path.join(root, 'test-support/outboundGuard.ts'));
const { buildFuzzApps, fuzz, fuzzedRoutes, FUZZ_GROUPS, FUZZED_PREFIXES } = require(
  path.join(root, 'test-support/fuzz.ts'),
);
const { fuzzSockets, SOCKET_MODES } = require(path.join(root, 'test-support/fuzzSockets.ts'));

const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 5000);
const socketRunsPerRoute = Number(process.env.FUZZ_SOCKET_RUNS ?? 100);
const seed = process.env.FUZZ_SEED === undefined ? Date.now() : Number(process.env.FUZZ_SEED);

const histogram = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');

installOutboundGuard();
const apps = await buildFuzzApps();
const groups = FUZZED_PREFIXES.map((group) => ({
  group,
  app: apps[FUZZ_GROUPS[group]].app,
  errorLines: apps[FUZZ_GROUPS[group]].errorLines,
  routes: fuzzedRoutes(apps[FUZZ_GROUPS[group]].routes, group),
}));
const totalRoutes = groups.reduce((sum, { routes }) => sum + routes.length, 0);
console.info(`fuzz: ${totalRoutes} routes × ${runsPerRoute} inputs, seed ${seed}`);

const total = { inputs: 0, durationMs: 0, statuses: {}, failures: [], maxLatencyMs: 0 };
let maxLatencyInput = '';
const heapBefore = [];
const heapAfter = [];
for (const { group, app, routes } of groups) {
  const figures = await fuzz(app, routes, {
    runsPerRoute,
    timeoutMs: 10_000,
    seed,
    maxFailures: 50,
  });
  console.info(
    `${group.padEnd(12)} ${String(figures.routes).padStart(3)} routes, ${figures.inputs} inputs in ${(figures.durationMs / 1000).toFixed(1)} s, max ${figures.maxLatencyMs} ms, heap ${figures.heapBeforeMb} → ${figures.heapAfterMb} MB; ${histogram(figures.statuses)}`,
  );
  total.inputs += figures.inputs;
  total.durationMs += figures.durationMs;
  total.failures.push(...figures.failures);
  for (const [status, count] of Object.entries(figures.statuses)) {
    total.statuses[status] = (total.statuses[status] ?? 0) + count;
  }
  if (figures.maxLatencyMs > total.maxLatencyMs) {
    total.maxLatencyMs = figures.maxLatencyMs;
    maxLatencyInput = figures.maxLatencyInput;
  }
  heapBefore.push(figures.heapBeforeMb);
  heapAfter.push(figures.heapAfterMb);
  total.rssAfterMb = figures.rssAfterMb;
  total.rssBeforeMb ??= figures.rssBeforeMb;
}

for (const mode of Object.keys(SOCKET_MODES)) {
  for (const { group, app, errorLines, routes } of groups) {
    const figures = await fuzzSockets(app, routes, errorLines, {
      mode,
      runsPerRoute: socketRunsPerRoute,
      concurrency: 32,
      slowMs: 300,
      timeoutMs: 10_000,
      seed,
      maxFailures: 50,
    });
    console.info(
      `${`${group} ${mode}`.padEnd(19)} ${figures.inputs} inputs over sockets in ${(figures.durationMs / 1000).toFixed(1)} s; ${histogram(figures.statuses)}`,
    );
    total.failures.push(...figures.failures);
  }
}
await apps.site.app.close();
await apps.sandbox.app.close();

console.info(`routes:        ${totalRoutes}`);
console.info(
  `inputs:        ${total.inputs} (${Math.round(total.inputs / (total.durationMs / 1000))}/s over ${(total.durationMs / 1000).toFixed(1)} s)`,
);
console.info(`statuses:      ${histogram(total.statuses)}`);
console.info(`max latency:   ${total.maxLatencyMs} ms (${maxLatencyInput.slice(0, 200)})`);
console.info(`heap (MB):     ${heapBefore[0]} → ${heapAfter.at(-1)} after a full GC`);
console.info(`rss (MB):      ${total.rssBeforeMb} → ${total.rssAfterMb}`);
console.info(`failures:      ${total.failures.length}`);
for (const failure of total.failures) console.info(`  ${failure.slice(0, 400)}`);
process.exit(total.failures.length === 0 ? 0 : 1);
