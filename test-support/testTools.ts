import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Tools only one test suite uses (newman, which runs the downloaded Postman collection) live in
 * test-support/tools with a package.json and lock of their own, so that the root `npm ci` a
 * newcomer waits for does not bring them (newman alone is 114 packages, 61 MB). The suite that
 * needs one installs them on first use, and again when the lock is newer than the install.
 */
export const TEST_TOOLS_DIR = path.resolve(__dirname, 'tools');

// What `npm run` puts in the environment (npm_config_local_prefix, npm_package_*...) points at
// the root project: the nested npm gets the environment of a fresh shell.
const withoutNpmEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

/** Runs `npm ci --prefix test-support/tools` when its node_modules is missing or older than its lock. */
export function ensureTestTools(): void {
  // npm writes node_modules/.package-lock.json last, when an install has completed.
  const installed = path.join(TEST_TOOLS_DIR, 'node_modules', '.package-lock.json');
  const lock = path.join(TEST_TOOLS_DIR, 'package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs)
    return;
  const result = spawnSync('npm', ['ci', '--prefix', TEST_TOOLS_DIR, '--no-audit', '--no-fund'], {
    encoding: 'utf8',
    env: withoutNpmEnv(),
  });
  if (result.status !== 0)
    throw new Error(
      `npm ci --prefix test-support/tools failed (exit ${result.status}): ${result.stderr}`,
    );
}

/** A tool of test-support/tools, installed first when it is not. */
export function testTool<T>(name: string): T {
  ensureTestTools();
  return createRequire(path.join(TEST_TOOLS_DIR, 'package.json'))(name) as T;
}
