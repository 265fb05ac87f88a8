import path from 'node:path';
import { measuredRun } from './bench/lib/measuredRun.mjs';
const work = process.argv[2];
const site = path.join(work, 'site');
const run = await measuredRun(path.join(site, 'node_modules', '.bin', 'gatsby'), ['build'], {
  cwd: site, logFile: path.join(work, process.argv[3] ?? 'diag-build.log'), timeoutMs: 3000_000,
  env: { ...process.env, NODE_OPTIONS: '--expose-gc', GATSBY_TELEMETRY_DISABLED: '1', CI: '1', DEVCENTER_API_REGISTRY: path.join(work, 'corpus', 'registry.json'), DEVCENTER_SPECS_DIR: path.join(work, 'corpus', 'specs') },
});
console.log('seconds', run.seconds.toFixed(1), 'peak MB', (run.peakKb / 1024).toFixed(0), run.peakSplit, 'code', run.code);
