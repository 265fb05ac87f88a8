// `npm run bench:reference [-- --scale small|full] [--seed N] [--warm] [--keep] [--timeout S]
// [--project DIR]`:
// generates the platform-shaped corpus (bench/corpus), builds the site on it in a throwaway copy
// of the repository and prints the API reference's figures beside the target of each row. It never
// fails on a target; it exits non-zero only when the build fails or runs out of time (then it
// still prints the time, the peak RSS and the build's last lines).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateCorpus } from './corpus/generate.mjs';
import { measuredRun } from './lib/measuredRun.mjs';
import { copyProject } from './lib/projectCopy.mjs';
import { referenceFigures } from './lib/referenceFigures.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    scale: { type: 'string', default: 'full' },
    seed: { type: 'string', default: '1' },
    warm: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '1200' },
    project: { type: 'string' },
  },
});
const timeoutMs = Number(options.timeout) * 1000;
if (!(timeoutMs > 0))
  throw new Error(`--timeout must be a number of seconds, not "${options.timeout}"`);

const KB = 1024;
const MB = 1024 * KB;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const say = (text) => console.info(`[bench:reference] ${text}`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reference-'));
const corpus = generateCorpus({
  out: path.join(work, 'corpus'),
  seed: Number(options.seed),
  scale: options.scale,
});
const operations = corpus.specs.reduce((sum, spec) => sum + spec.operations, 0);
say(
  `corpus (${options.scale}, seed ${options.seed}): ${corpus.specs.length} specs, ${operations} operations`,
);
// --project: another checkout to build (e.g. a branch exported with `git archive`); the
// corpus generator and this script stay this repository's.
const project = path.resolve(options.project ?? root);
const site = copyProject(project, path.join(work, 'site'), path.join(root, 'node_modules'));
say(`building a copy of ${project}`);
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  CI: '1',
  DEVCENTER_API_REGISTRY: corpus.registryFile,
  DEVCENTER_SPECS_DIR: corpus.specsDir,
};

function row(name, value, target = '') {
  console.info(`  ${name.padEnd(34)} ${value.padEnd(44)} ${target && `target ${target}`}`);
}

function report(label, run) {
  console.info(`\n[bench:reference] ${label}`);
  row('operations', String(operations));
  row('build seconds', run.seconds.toFixed(1), '≤ 60 s');
  row('peak RSS (process tree)', `${(run.peakKb / 1024).toFixed(0)} MB`, '≤ 2048 MB');
  if (run.code !== 0) {
    const why = run.timedOut
      ? `killed after the ${options.timeout} s time limit`
      : `exit code ${run.code}${run.signal ? ` (${run.signal})` : ''}`;
    row('build', `FAILED: ${why}`);
    if (run.errors.length > 0) {
      console.info(`\n  first errors of the build:`);
      for (const line of run.errors) console.info(`    ${line}`);
    }
    console.info(`\n  last lines of the build (whole log: ${run.logFile}):`);
    for (const line of run.tail) console.info(`    ${line}`);
    return;
  }
  const figures = referenceFigures(path.join(site, 'public'));
  const { pageData, methodPageData, schemas, heaviest } = figures;
  row('pages', String(figures.pages));
  row('ms per page', ((run.seconds * 1000) / figures.pages).toFixed(1));
  row('public/ size', mb(figures.publicBytes), '≤ 80 MB');
  const kinds = figures.publicByKind.slice(0, 6).map(([kind, bytes]) => `${kind} ${mb(bytes)}`);
  row('  of which', kinds.slice(0, 3).join(', '));
  row('', kinds.slice(3).join(', '));
  if (figures.largestFile)
    row(
      'largest file (no source maps)',
      `${kb(figures.largestFile.bytes)} ${figures.largestFile.relative}`,
    );
  row(
    'page-data median / p90 / max',
    `${kb(pageData.median)} / ${kb(pageData.p90)} / ${kb(pageData.largest?.bytes ?? 0)}`,
    'max ≤ 100 KB',
  );
  row('page-data files over 100 KB', `${pageData.over100KB} of ${pageData.count}`);
  row('largest page-data', pageData.largest ? pageData.largest.relative : 'n/a');
  row(
    'method page-data median / p90',
    `${kb(methodPageData.median)} / ${kb(methodPageData.p90)} (${methodPageData.count} pages)`,
  );
  if (schemas) {
    row('schema files (pattern)', schemas.pattern);
    row('schema files: count / total', `${schemas.count} / ${mb(schemas.bytes)}`);
    row(
      'largest schema file',
      `${kb(schemas.largest.bytes)} ${schemas.largest.relative}`,
      '≤ 100 KB',
    );
  } else row('schema files', 'none matched SCHEMA_PATTERNS (bench/lib/referenceFigures.mjs)');
  if (heaviest) {
    row('heaviest method page (gzip)', kb(heaviest.total), '≤ 200 KB');
    row(
      '  HTML / page-data / first-load JS',
      `${kb(heaviest.html)} / ${kb(heaviest.pageData)} / ${kb(heaviest.js)}`,
    );
    row(
      '  + slice and static query data',
      `${kb(heaviest.linkedData)} (total ${kb(heaviest.total + heaviest.linkedData)})`,
    );
    row('  page', heaviest.route);
  }
}

async function build(label) {
  say(`${label}: gatsby build in ${site} (time limit ${options.timeout} s)`);
  const logFile = path.join(work, `${label.split(' ')[0]}-build.log`);
  const run = await measuredRun(path.join(site, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: site,
    env,
    logFile,
    timeoutMs,
    onProgress: (seconds, peakKb) =>
      say(`  ... ${seconds.toFixed(0)} s, peak RSS so far ${(peakKb / 1024).toFixed(0)} MB`),
  });
  report(label, { ...run, logFile });
  return run;
}

try {
  const cold = await build('cold build (no .cache)');
  if (cold.code !== 0) process.exitCode = 1;
  else if (options.warm && (await build('warm build (.cache and public/ kept)')).code !== 0)
    process.exitCode = 1;
} finally {
  if (options.keep) say(`kept ${work} (corpus/, site/ with public/ and .cache/, build logs)`);
  else fs.rmSync(work, { recursive: true, force: true });
}
