// `npm run bench:server`: requests per second and p50/p99 latency of the server for a static
// method page and for GET /api/user (bearer token, answered through the embedded sandbox over
// HTTP). The server runs on a free loopback port with a throwaway data directory; the load comes
// from autocannon in a separate process, 10 connections for 10 s per target.
// Not part of `npm test`: it prints figures and exits non-zero only when it cannot measure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { autocannon, failures } from './lib/autocannon.mjs';
import { calibrationLine, formatCal, formatPerCal, measureCalibration } from './calibration.mjs';
import { methodPage, root, signIn, startServer } from './lib/server.mjs';

const publicDir = path.join(root, 'public');
const DURATION_S = 10;
const CONNECTIONS = 10;

function report(label, result, calibration) {
  const rps = Math.round(result.requests.average);
  const { p50, p99 } = result.latency;
  const bad = failures(result);
  const cal = (ms) => `${ms} ms (${formatCal(ms, calibration)})`;
  console.info(
    `${label.padEnd(48)} ${String(rps).padStart(6)} req/s (${formatPerCal(rps, calibration)})` +
      `   p50 ${cal(p50)}   p99 ${cal(p99)}` +
      (bad ? `   (${bad} non-2xx/errors)` : ''),
  );
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    console.info('[bench:server] public/ is missing: building the site first');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // Before the server starts, so that nothing of the bench runs beside the workload.
  const calibration = measureCalibration();
  console.info(`[bench:server] ${calibrationLine(calibration)}`);
  const { origin, stop } = await startServer('server');
  try {
    const token = await signIn(origin);
    const page = methodPage(publicDir);
    console.info(
      `[bench:server] ${os.cpus().length} CPUs, Node ${process.version}, ` +
        `${CONNECTIONS} connections x ${DURATION_S} s per target, server logs at info level`,
    );
    report(
      `GET ${page}`,
      await autocannon({ url: `${origin}${page}` }, CONNECTIONS, DURATION_S),
      calibration,
    );
    report(
      'GET /api/user (bearer, via the sandbox)',
      await autocannon(
        { url: `${origin}/api/user`, headers: { authorization: `Bearer ${token}` } },
        CONNECTIONS,
        DURATION_S,
      ),
      calibration,
    );
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(`[bench:server] ${error.message}`);
  process.exit(1);
});
