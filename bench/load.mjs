// `npm run bench:load`: 60 s of load in all, 20 s each on a method page of the built site,
// GET /api/search?q=… and GET /api/autocomplete?q=…, against the real server (compiled, free loopback
// port, throwaway data directory). autocannon runs in its own process, 10 connections, a 10 s
// limit per request, and is stopped if it overruns its time by 15 s. Prints req/s, p50/p99 and
// the errors (non-2xx, socket errors, timeouts) per target; exits non-zero if any target had
// errors. Needs the built site (public/, or PUBLIC_DIR): without it, says so and exits 1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { autocannon, failures } from './lib/autocannon.mjs';
import { methodPage, root, startServer } from './lib/server.mjs';

const publicDir = path.resolve(process.env.PUBLIC_DIR ?? path.join(root, 'public'));
const SECONDS_PER_TARGET = 20;
const CONNECTIONS = 10;

async function main() {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    console.error(
      `[bench:load] the built site is missing (${publicDir}/index.html): run \`npm run build\` ` +
        'first, or set PUBLIC_DIR to a built site',
    );
    process.exit(1);
  }
  const page = methodPage(publicDir);
  const targets = [
    [`GET ${page}`, page],
    ['GET /api/search?q=envelope', '/api/search?q=envelope'],
    ['GET /api/autocomplete?q=env', '/api/autocomplete?q=env'],
  ];
  const { origin, stop } = await startServer('load', { PUBLIC_DIR: publicDir, LOG_LEVEL: 'warn' });
  let errors = 0;
  try {
    console.info(
      `[bench:load] ${os.cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections ` +
        `x ${SECONDS_PER_TARGET} s per target (${targets.length * SECONDS_PER_TARGET} s in all)`,
    );
    for (const [label, url] of targets) {
      const result = await autocannon({ url: `${origin}${url}` }, CONNECTIONS, SECONDS_PER_TARGET);
      const bad = failures(result);
      errors += bad;
      console.info(
        `${label.padEnd(72)} ${String(Math.round(result.requests.average)).padStart(6)} req/s` +
          `   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms` +
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
