// `npm run bench:load`: load on one instance, against the real server (compiled, free loopback
// port, throwaway data directory), LOAD_SECONDS (15) per target, five targets (75 s of load):
// with 10 connections, a method page of the built site, GET /api/search?q=envelope and
// GET /api/autocomplete?q=env; with 50 connections, GET /api/search cycling through the broad
// queries readers type most, and GET of one sandbox envelope, signed in (the portal's sign-in
// through the embedded platform's authorization-code grant). autocannon runs in its own
// process, a 10 s limit per request, and is stopped if it overruns its time by 15 s. Prints
// req/s, p50, p99 and max latency and the errors (non-2xx, socket errors, timeouts) per target;
// exits non-zero if any target had errors. Needs the built site (public/, or PUBLIC_DIR):
// without it, says so and exits 1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { autocannon, failures } from './lib/autocannon.mjs';
import { calibrationLine, formatCal, formatPerCal, measureCalibration } from './calibration.mjs';
import { createEnvelope, envelopesUrl } from './lib/sandboxEnvelope.mjs';
import { methodPage, root, signIn, startServer } from './lib/server.mjs';

const publicDir = path.resolve(process.env.PUBLIC_DIR ?? path.join(root, 'public'));
const SECONDS_PER_TARGET = Number(process.env.LOAD_SECONDS ?? 15);

/** What readers type most into the search box: one broad word, each matching many pages. */
const BROAD_QUERIES = [
  'envelope',
  'account',
  'template',
  'user',
  'document',
  'recipient',
  'token',
  'list',
  'create',
  'status',
];

/** The targets: label, connections and the autocannon request. */
async function targets(origin) {
  const page = methodPage(publicDir);
  const token = await signIn(origin);
  const envelopeId = await createEnvelope(origin, token);
  return [
    [`GET ${page}`, 10, { url: `${origin}${page}` }],
    ['GET /api/search?q=envelope', 10, { url: `${origin}/api/search?q=envelope` }],
    ['GET /api/autocomplete?q=env', 10, { url: `${origin}/api/autocomplete?q=env` }],
    [
      `GET /api/search?q=, ${BROAD_QUERIES.length} broad queries in turn`,
      50,
      {
        url: origin,
        requests: BROAD_QUERIES.map((query) => ({ method: 'GET', path: `/api/search?q=${query}` })),
      },
    ],
    [
      'GET a sandbox envelope (bearer)',
      50,
      {
        url: `${envelopesUrl(origin)}/${envelopeId}`,
        headers: { authorization: `Bearer ${token}` },
      },
    ],
  ];
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    console.error(
      `[bench:load] the built site is missing (${publicDir}/index.html): run \`npm run build\` ` +
        'first, or set PUBLIC_DIR to a built site',
    );
    process.exit(1);
  }
  // Before the server starts, so that nothing of the bench runs beside the workload.
  const calibration = measureCalibration();
  console.info(`[bench:load] ${calibrationLine(calibration)}`);
  const cal = (ms) => `${ms} ms (${formatCal(ms, calibration)})`;
  const { origin, stop } = await startServer('load', { PUBLIC_DIR: publicDir, LOG_LEVEL: 'warn' });
  let errors = 0;
  try {
    const list = await targets(origin);
    console.info(
      `[bench:load] ${os.cpus().length} CPUs, Node ${process.version}, ${SECONDS_PER_TARGET} s ` +
        `per target (${list.length * SECONDS_PER_TARGET} s in all)`,
    );
    for (const [label, connections, request] of list) {
      const result = await autocannon(request, connections, SECONDS_PER_TARGET);
      const bad = failures(result);
      errors += bad;
      const { p50, p99, max } = result.latency;
      console.info(
        `${label.padEnd(64)} ${String(connections).padStart(2)} conn ` +
          `${String(Math.round(result.requests.average)).padStart(6)} req/s ` +
          `(${formatPerCal(result.requests.average, calibration)})` +
          `   p50 ${cal(p50)}   p99 ${cal(p99)}   max ${cal(max)}` +
          `   ${result.requests.total} requests, ${bad} errors`,
      );
    }
  } finally {
    stop();
  }
  process.exit(errors === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(`[bench:load] ${error.message}`);
  process.exit(1);
});
