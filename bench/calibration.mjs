// The calibration every bench prints beside its figures: a fixed CPU-bound workload of the
// build's own, measured in the same run, so that a figure from a faster or slower day or machine
// can be compared. The workload: parse and normalise the bundled eSignature spec
// (content/apis/specs/esignature-v2.1.json) with lib/reference, REPEAT times, in a child process
// of its own (single-threaded, a fresh heap, nothing of the bench's state): three runs to warm
// up, then five; the calibration is the median of the five, in the process's CPU time. A time
// figure divided by it is in "cal" units.
//
// `npm run bench:calibration` (`node bench/calibration.mjs`) prints it alone.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SPEC = path.join(root, 'content', 'apis', 'specs', 'esignature-v2.1.json');
/** Normalisations per run: about a second on the 2-core machine the project is built on. */
export const REPEAT = 20;
/**
 * Runs counted, after WARM_UP_RUNS not counted, each in CPU time (user + system), not wall time.
 * With one normalisation to warm up, three runs and wall time, the runs fell as V8 compiled the
 * workload's hot code (396 / 331 / 227 ms, 395 / 232 / 133 ms) and rose with whatever else ran:
 * at load 5, three calibrations a minute apart gave 1,125, 804 and 602 ms. Three runs to warm up
 * leave the counted runs on compiled code, CPU time leaves out the time other processes held the
 * core, and the median of five rides out one disturbed run: 312–391 ms at the same load.
 */
const WARM_UP_RUNS = 3;
const RUNS = 5;

/** The workload, in the child: REPEAT normalisations per run, RUNS runs, ms each on stdout. */
async function worker() {
  const { createRequire } = await import('node:module');
  const { register } = await import('tsx/cjs/api');
  register();
  const require = createRequire(import.meta.url);
  const { normaliseSpec } = require(path.join(root, 'lib', 'reference', 'normaliseSpec.ts'));
  const text = fs.readFileSync(SPEC, 'utf8');
  const entry = {
    swaggerName: 'esignature-v2.1',
    displayName: 'eSignature REST API',
    route: '/docs/esign-rest-api',
    primaryVersion: { value: 'v2.1' },
    legacyVersions: [],
    sidebarTitle: 'eSignature REST API',
    apiBasePathDemo: '/restapi',
    hasApiExplorer: true,
    hasSdk: true,
  };
  const once = () =>
    normaliseSpec(JSON.parse(text), {
      file: SPEC,
      entry,
      version: 'v2.1',
      isPrimary: true,
      basePath: '/docs/esign-rest-api/reference/',
      warn: () => undefined,
    });
  const runs = [];
  for (let run = 0; run < WARM_UP_RUNS + RUNS; run += 1) {
    const started = process.cpuUsage();
    for (let i = 0; i < REPEAT; i += 1) once();
    const used = process.cpuUsage(started);
    runs.push((used.user + used.system) / 1000);
  }
  // warm-up: module loading and V8's compilation of the hot code are not the workload
  process.stdout.write(JSON.stringify(runs.slice(WARM_UP_RUNS)));
}

/**
 * Measures the calibration now: { ms (the median run), runs, load (1-minute load average before
 * and after), spec (the workload's spec: size and digest, which a comparison must share) }.
 */
export function measureCalibration() {
  const loadBefore = os.loadavg()[0];
  const output = execFileSync(process.execPath, [import.meta.filename, '--worker'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  });
  const runs = JSON.parse(output);
  const sorted = [...runs].sort((a, b) => a - b);
  const bytes = fs.readFileSync(SPEC);
  return {
    ms: sorted[Math.floor(sorted.length / 2)],
    runs,
    load: [loadBefore, os.loadavg()[0]],
    spec: {
      bytes: bytes.length,
      digest: crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 12),
    },
  };
}

/** A time in ms as cal units: how many calibration runs it lasts. */
export const calUnits = (ms, calibration) => ms / calibration.ms;

/** `12.3 cal`, `0.0041 cal`: three significant digits whatever the size. */
export function formatCal(ms, calibration) {
  const units = calUnits(ms, calibration);
  return `${units >= 100 ? units.toFixed(0) : units.toPrecision(3)} cal`;
}

/** A rate (per second) per cal unit: how many happen while the workload runs once. */
export const formatPerCal = (perSecond, calibration) =>
  `${((perSecond * calibration.ms) / 1000).toPrecision(3)} per cal`;

/** The line a bench prints: the calibration, its runs, the load around it and the spec. */
export function calibrationLine(calibration) {
  const runs = calibration.runs.map((ms) => ms.toFixed(0)).join(' / ');
  const load = calibration.load.map((n) => n.toFixed(1)).join(' → ');
  return (
    `calibration: 1 cal = ${calibration.ms.toFixed(0)} ms (${REPEAT} normalisations of ` +
    `esignature-v2.1.json, ${(calibration.spec.bytes / 1024).toFixed(0)} KB ` +
    `${calibration.spec.digest}; runs ${runs} ms; load ${load}; ${os.cpus().length} CPUs)`
  );
}

if (process.argv.includes('--worker')) await worker();
else if (import.meta.filename === process.argv[1]) {
  console.info(`[bench:calibration] ${calibrationLine(measureCalibration())}`);
}
