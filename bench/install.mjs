// `npm run bench:install [-- --ref <commit>] [-- --keep]`: what a newcomer waits for, from a
// fresh clone to a serving site. In a temporary folder: `git clone` of this repository's HEAD
// (or --ref), `npm ci` on an EMPTY npm cache, then `npm start` until the site answers 200.
// Prints the install's seconds, packages and bytes of node_modules, the seconds of each install
// script (native builds such as a node-gyp compile), a table of the top-level
// dependencies by the packages and bytes only they bring (bench/lib/lockfileCosts.mjs), and
// the first build + serve seconds. Target (issue 39): `npm ci && npm start` <= 180 s on 2 cores.
// The registry is the one npm's own configuration names; the site is served on loopback.
// Not part of `npm test`: it prints figures and exits non-zero only when it cannot measure.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calibrationLine, formatCal, measureCalibration } from './calibration.mjs';
import { exclusiveSets, locationBytes } from './lib/lockfileCosts.mjs';
import { freePort } from './lib/freePort.mjs';
import { withoutNpmEnv } from './lib/tools.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const ref = argument('--ref') ?? 'HEAD';
const keep = process.argv.includes('--keep');
const TOP = 15;
const SERVE_TIMEOUT_MS = 30 * 60_000;

const load = () => os.loadavg()[0].toFixed(1);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const secondsSince = (started) => Number(process.hrtime.bigint() - started) / 1e9;

/** Runs a command to completion with its output in a log file: { code, seconds, loads }. */
function timed(command, args, { cwd, env, log }) {
  return new Promise((resolve) => {
    const out = fs.openSync(log, 'w');
    const loads = [load()];
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out] });
    child.on('exit', (code) => {
      fs.closeSync(out);
      loads.push(load());
      resolve({ code: code ?? 1, seconds: secondsSince(started), loads });
    });
  });
}

/**
 * Seconds of each install script by package location, from npm's `--timing` lines (its output
 * and the debug logs it keeps in the cache's _logs): build:run:<event>:<location>.
 */
function scriptSeconds(logText) {
  const byEvent = new Map();
  for (const match of logText.matchAll(/build:run:(\w+):(\S+) Completed in (\d+)ms/g)) {
    const [, event, location, ms] = match;
    byEvent.set(`${event} ${location}`, { event, location, seconds: Number(ms) / 1000 });
  }
  const seconds = new Map();
  for (const { event, location, seconds: each } of byEvent.values()) {
    const entry = seconds.get(location) ?? { total: 0, events: [] };
    entry.total += each;
    entry.events.push(`${event} ${each.toFixed(1)} s`);
    seconds.set(location, entry);
  }
  return seconds;
}

const npmLogs = (cache) => {
  const dir = path.join(cache, '_logs');
  if (!fs.existsSync(dir)) return '';
  return fs
    .readdirSync(dir)
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
};

/** `npm start` until GET / answers 200: { seconds, buildSeconds, loads } or throws. */
async function firstServe(cwd, dataDir, log) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const out = fs.openSync(log, 'w');
  const stamp = path.join(cwd, 'public', '.build-stamp');
  const loads = [load()];
  const started = process.hrtime.bigint();
  // A process group of its own, so that stopping it stops Gatsby's workers and the server too.
  const child = spawn('npm', ['start'], {
    cwd,
    detached: true,
    stdio: ['ignore', out, out],
    env: withoutNpmEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }),
  });
  let buildSeconds;
  try {
    const deadline = Date.now() + SERVE_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (buildSeconds === undefined && fs.existsSync(stamp)) buildSeconds = secondsSince(started);
      try {
        if ((await fetch(`${origin}/`)).status === 200) {
          loads.push(load());
          return { seconds: secondsSince(started), buildSeconds, loads };
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the site did not answer within ${SERVE_TIMEOUT_MS / 60_000} min`);
  } finally {
    const exited = new Promise((resolve) =>
      child.exitCode === null ? child.once('exit', resolve) : resolve(),
    );
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
    fs.closeSync(out);
  }
}

// Before anything else runs, so that nothing of the bench runs beside the workload.
const calibration = measureCalibration();
console.info(`[bench:install] ${calibrationLine(calibration)}`);
const commit = execFileSync('git', ['rev-parse', ref], { cwd: root, encoding: 'utf8' }).trim();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-install-'));
const clone = path.join(work, 'repo');
const cache = path.join(work, 'npm-cache');
const logs = { ci: path.join(work, 'npm-ci.log'), start: path.join(work, 'npm-start.log') };
let failed = false;
try {
  console.info(`[bench:install] cloning ${commit.slice(0, 10)} into ${clone}`);
  execFileSync('git', ['clone', '--quiet', '--no-checkout', root, clone]);
  execFileSync('git', ['-C', clone, 'checkout', '--quiet', commit]);

  console.info(`[bench:install] npm ci, empty cache ${cache} (log ${logs.ci})`);
  const ci = await timed('npm', ['ci', '--cache', cache, '--timing', '--no-audit', '--no-fund'], {
    cwd: clone,
    env: withoutNpmEnv(),
    log: logs.ci,
  });
  const ciLog = fs.readFileSync(logs.ci, 'utf8');
  if (ci.code !== 0) throw new Error(`npm ci exited with ${ci.code}: see ${logs.ci}`);
  const added = /added (\d+) packages?/.exec(ciLog)?.[1] ?? '?';

  const lock = JSON.parse(fs.readFileSync(path.join(clone, 'package-lock.json'), 'utf8'));
  const { rows, all } = exclusiveSets(lock);
  const { bytes, total } = locationBytes(clone, lock);
  const bytesOf = (locations) =>
    locations.reduce((sum, location) => sum + (bytes.get(location) ?? 0), 0);
  const scripts = scriptSeconds(`${ciLog}\n${npmLogs(cache)}`);
  const withScripts = Object.entries(lock.packages)
    .filter(([location, entry]) => location && entry.hasInstallScript && bytes.has(location))
    .map(([location]) => location);

  console.info(`[bench:install] npm start until / answers 200 (log ${logs.start})`);
  const serve = await firstServe(clone, path.join(work, 'data'), logs.start);

  const loads = (list) => `load ${list.join(' → ')}`;
  console.info('\n[bench:install] results');
  const lines = [
    [
      'npm ci seconds',
      `${ci.seconds.toFixed(1)} (${formatCal(ci.seconds * 1000, calibration)}, ${loads(ci.loads)})`,
    ],
    ['packages added', `${added} (lockfile graph: ${all.size})`],
    ['node_modules on disk', mb(total)],
    [
      'first build (npm start) seconds',
      serve.buildSeconds === undefined ? 'n/a' : serve.buildSeconds.toFixed(1),
    ],
    [
      'npm start until 200, seconds',
      `${serve.seconds.toFixed(1)} (${formatCal(serve.seconds * 1000, calibration)}, ${loads(serve.loads)})`,
    ],
    ['clone to serving, seconds', (ci.seconds + serve.seconds).toFixed(1)],
  ];
  for (const [name, value] of lines) console.info(`  ${name.padEnd(32)} ${value}`);

  console.info('\n  install scripts (native builds), seconds');
  for (const location of withScripts) {
    const entry = scripts.get(location);
    const version = lock.packages[location].version;
    console.info(
      `    ${`${location.replace(/^node_modules\//, '')}@${version}`.padEnd(40)} ${
        entry ? `${entry.total.toFixed(1)} (${entry.events.join(', ')})` : 'n/a'
      }`,
    );
  }

  console.info(`\n  top-level dependencies by what only they bring (top ${TOP} by bytes)`);
  console.info(`    ${'dependency'.padEnd(34)} ${'packages'.padStart(8)} ${'bytes'.padStart(8)}`);
  const costed = rows
    .map((row) => ({ ...row, bytes: bytesOf(row.exclusive) }))
    .sort((a, b) => b.bytes - a.bytes);
  for (const row of costed.slice(0, TOP))
    console.info(
      `    ${row.name.padEnd(34)} ${String(row.exclusive.length).padStart(8)} ${mb(row.bytes).padStart(8)}`,
    );
  const shared = all.size - costed.reduce((sum, row) => sum + row.exclusive.length, 0);
  console.info(`    (${shared} packages are shared by two or more top-level dependencies)`);
} catch (error) {
  failed = true;
  console.error(`[bench:install] ${error.message}`);
} finally {
  if (keep || failed) console.info(`[bench:install] kept ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
