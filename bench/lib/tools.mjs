// Tools only benches use (Lighthouse and its Chromium launcher, the search libraries weighed
// against minisearch, the load benches' autocannon) live in bench/tools with a package.json and lock of their own, so that the
// root `npm ci` a newcomer waits for does not bring them (Lighthouse alone is 162 packages,
// 221 MB). The bench that needs them installs them on first use, and again when the lock is
// newer than the install; its imports then resolve from bench/tools/node_modules.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const toolsDir = path.resolve(import.meta.dirname, '..', 'tools');

// What `npm run` puts in the environment (npm_config_local_prefix, npm_package_*...) points at
// the root project: a nested npm gets the environment of a fresh shell.
export const withoutNpmEnv = (extra = {}) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
  ...extra,
});

/** Runs `npm ci --prefix bench/tools` when its node_modules is missing or older than its lock. */
export function ensureTools(bench) {
  // npm writes node_modules/.package-lock.json last, when an install has completed.
  const installed = path.join(toolsDir, 'node_modules', '.package-lock.json');
  const lock = path.join(toolsDir, 'package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs)
    return;
  console.info(`[${bench}] installing the bench tools: npm ci --prefix bench/tools`);
  const result = spawnSync('npm', ['ci', '--prefix', toolsDir, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    env: withoutNpmEnv(),
  });
  if (result.status !== 0) {
    console.error(`[${bench}] npm ci --prefix bench/tools failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
}
