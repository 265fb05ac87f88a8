// `npm run bench:reference [-- --scale small|full|10x] [--seed N] [--warm] [--keep] [--timeout S]
// [--project DIR] [--site DIR] [--server compiled|tsx]`:
// generates the platform-shaped corpus (bench/corpus; 10x: ten copies of the full one under their
// own names, about 10,000 operations), builds the site on it in a throwaway copy of the repository
// and prints the API reference's figures beside the target of each row, then the compiled
// server's on that build (start-up, memory, search latency, a first visit in Chromium). --warm
// then edits one spec (one operation's summary in eSignature v2.1) and builds again with .cache.
// --site DIR reports on a copy kept earlier (--keep) without building. It never fails on a
// target; it exits non-zero only when a build fails or runs out of time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compiledEntry, ensureServerBuilt } from '../scripts/build-server.mjs';
import { siteBuildEnv } from '../scripts/build-site.mjs';
import { calibrationLine, measureCalibration } from './calibration.mjs';
import { generateCorpus } from './corpus/generate.mjs';
import { firstVisit } from './lib/firstVisit.mjs';
import { measuredRun } from './lib/measuredRun.mjs';
import { copyProject } from './lib/projectCopy.mjs';
import { editOneSpec } from './lib/editSpec.mjs';
import {
  kb,
  reportBuild,
  reportFailure,
  reportServer,
  row,
  TARGETS,
  setCalibration,
} from './lib/referenceReport.mjs';
import { searchIndexMemory } from './lib/searchIndexMemory.mjs';
import { serverFigures, timedStart } from './lib/serverFigures.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    scale: { type: 'string', default: 'full' },
    seed: { type: 'string', default: '1' },
    warm: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '1200' },
    project: { type: 'string' },
    site: { type: 'string' },
    server: { type: 'string', default: 'compiled' },
  },
});
const timeoutMs = Number(options.timeout) * 1000;
if (!(timeoutMs > 0))
  throw new Error(`--timeout must be a number of seconds, not "${options.timeout}"`);
// The page issue 25 measured its first visit on.
const CREATE_ENVELOPE = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';
const say = (text) => console.info(`[bench:reference] ${text}`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

// Before anything else runs: every time figure below is also shown in cal units.
const calibration = measureCalibration();
setCalibration(calibration);
say(calibrationLine(calibration));

const work = options.site
  ? path.dirname(path.resolve(options.site))
  : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reference-'));
const corpusDir = path.join(work, 'corpus');
const corpus = options.site
  ? { registryFile: path.join(corpusDir, 'registry.json'), specsDir: path.join(corpusDir, 'specs') }
  : generateCorpus({ out: corpusDir, seed: Number(options.seed), scale: options.scale });
if (corpus.specs) {
  const operations = corpus.specs.reduce((sum, spec) => sum + spec.operations, 0);
  say(
    `corpus (${options.scale}, seed ${options.seed}): ${corpus.specs.length} specs, ${operations} operations`,
  );
}
// --project: another checkout to build (e.g. a branch exported with `git archive`); the
// corpus generator and this script stay this repository's.
const project = path.resolve(options.project ?? root);
const site = options.site
  ? path.resolve(options.site)
  : copyProject(project, path.join(work, 'site'), path.join(root, 'node_modules'));
const publicDir = path.join(site, 'public');
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  CI: '1',
  DEVCENTER_API_REGISTRY: corpus.registryFile,
  DEVCENTER_SPECS_DIR: corpus.specsDir,
};

async function build(label) {
  say(`${label}: gatsby build in ${site} (time limit ${options.timeout} s, load ${load()})`);
  const logFile = path.join(work, `${label.split(' ')[0]}-build.log`);
  // The environment `npm run build` gives gatsby build (its heap bound): what ships is measured.
  const run = await measuredRun(path.join(site, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: site,
    env: siteBuildEnv(env),
    logFile,
    timeoutMs,
    onProgress: (seconds, peakKb) =>
      say(`  ... ${seconds.toFixed(0)} s, peak RSS so far ${(peakKb / 1024).toFixed(0)} MB`),
  });
  console.info(`\n[bench:reference] ${label} (load average after: ${load()})`);
  if (run.code !== 0) reportFailure({ ...run, logFile }, options.timeout);
  else run.figures = reportBuild(run, options.scale, publicDir);
  return run;
}

/** The compiled server of the measured copy on its public/: the figures of issue 25's targets. */
async function measureServer(figures) {
  say(`server on the build (load ${load()})`);
  await ensureServerBuilt();
  // --server tsx: the development entry, to compare with the compiled one on the same build.
  const command =
    options.server === 'tsx'
      ? {
          command: process.execPath,
          args: ['--import', 'tsx', path.join(root, 'server', 'index.ts')],
        }
      : { command: process.execPath, args: [compiledEntry('server')] };
  const server = await serverFigures({ ...command, cwd: site, env, publicDir });
  const index = searchIndexMemory(path.join(publicDir, 'search', 'index.json'));
  reportServer(server, index);
  if (!figures?.heaviest) return;
  const running = await timedStart({ ...command, cwd: site, env, publicDir });
  try {
    for (const [name, route] of [
      ['heaviest method page', figures.heaviest.route],
      ['create envelope', CREATE_ENVELOPE],
    ]) {
      const visit = await firstVisit(`${running.origin}${route}`);
      const parts = Object.entries(visit.byType).map(([type, bytes]) => `${type} ${kb(bytes)}`);
      row(
        `first visit, ${name}`,
        `${kb(visit.totalBytes)} in ${visit.requests} responses`,
        `≤ ${TARGETS.firstVisitKb} KB`,
      );
      row('  by type', parts.join(', '));
      for (const response of visit.largest)
        row(`  ${kb(response.bytes)} ${response.type}`, new URL(response.url).pathname);
    }
  } finally {
    await running.stop();
  }
}

try {
  let cold;
  if (!options.site) {
    cold = await build('cold build (no .cache)');
    if (cold.code !== 0) process.exitCode = 1;
  } else {
    const { referenceFigures } = await import('./lib/referenceFigures.mjs');
    const { reportPublic } = await import('./lib/referenceReport.mjs');
    say(`reporting on ${site}`);
    cold = { code: 0, figures: referenceFigures(publicDir) };
    reportPublic(cold.figures);
  }
  if (cold.code === 0) await measureServer(cold.figures);
  if (cold.code === 0 && options.warm) {
    say(`edited ${editOneSpec(corpus.specsDir)}`);
    const warm = await build('warm build (.cache and public/ kept, one spec edited)');
    if (warm.code !== 0) process.exitCode = 1;
    else if (cold.seconds)
      row(
        'warm / cold',
        `${((warm.seconds / cold.seconds) * 100).toFixed(0)} %`,
        `≤ ${TARGETS.warmShare * 100} %`,
      );
  }
} finally {
  if (options.keep || options.site)
    say(`kept ${work} (corpus/, site/ with public/ and .cache/, build logs)`);
  else fs.rmSync(work, { recursive: true, force: true });
}
