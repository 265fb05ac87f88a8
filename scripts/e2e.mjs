// `npm run test:e2e [-- playwright args]`: the end-to-end tests alone, on a fresh build when the
// build is missing or older than its sources (the same rule as `npm start`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale, buildSite } from './start.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (buildIsStale()) buildSite();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
});
process.exit(result.status ?? 1);
