// One PostgreSQL server (Debian's package, on a loopback port) for the whole Jest run: the
// store tests run on SQLite and on PostgreSQL, each test file in a database of its own. The
// compiled server (dist/) is brought up to date here, once, before the workers that spawn it.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './server/test-support/postgres';

function compileServerIfStale() {
  const run = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
    cwd: __dirname,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('compiling the server (scripts/build-server.mjs) failed');
}

export default async function globalSetup() {
  compileServerIfStale();
  const postgres = await startPostgres();
  process.env.DEVCENTER_TEST_POSTGRES_URL = postgres.url();
  (globalThis as { devcenterPostgres?: { stop(): void } }).devcenterPostgres = postgres;
}
