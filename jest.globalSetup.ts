// One PostgreSQL server (Debian's package, on a loopback port) for the whole Jest run: the
// store tests run on SQLite and on PostgreSQL, each test file in a database of its own. The
// compiled server (dist/) is brought up to date here, once, before the workers that spawn it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from './test-support/postgres';

function compileServerIfStale() {
  const run = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
    cwd: __dirname,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('compiling the server (scripts/build-server.mjs) failed');
}

/**
 * One temporary directory per run, made the run's TMPDIR. Test files and the servers they spawn
 * write under os.tmpdir() and leave their folders behind: /tmp had grown to 17,000 entries, which
 * slowed every listing of it (Gatsby's true-case-path check reads /tmp when a site is built there).
 * Jest forks its workers after global setup with a copy of process.env, so they and every process
 * they spawn inherit it; jest.globalTeardown.ts removes the directory. It sits directly under the
 * system's temporary directory, so Unix socket paths in it (PostgreSQL's, HAProxy's) stay short.
 */
function makeRunTmpDir() {
  const previous = process.env.TMPDIR;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'devcenter-jest-'));
  // Open to all, like /tmp: as root, PostgreSQL runs as `postgres` in a folder under it.
  fs.chmodSync(dir, 0o1777);
  process.env.TMPDIR = dir;
  return { dir, previous };
}

export default async function globalSetup() {
  const tmp = makeRunTmpDir();
  const hooks = globalThis as { devcenterPostgres?: { stop(): void }; devcenterTmp?: typeof tmp };
  hooks.devcenterTmp = tmp;
  try {
    compileServerIfStale();
    const postgres = await startPostgres();
    process.env.DEVCENTER_TEST_POSTGRES_URL = postgres.url();
    hooks.devcenterPostgres = postgres;
  } catch (error) {
    // Jest runs no global teardown when global setup fails.
    fs.rmSync(tmp.dir, { recursive: true, force: true });
    throw error;
  }
}
