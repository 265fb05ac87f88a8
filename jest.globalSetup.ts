// One PostgreSQL server (Debian's package, on a loopback port) for the whole Jest run: the
// store tests run on SQLite and on PostgreSQL, each test file in a database of its own.
import { startPostgres } from './server/test-support/postgres';

export default async function globalSetup() {
  const postgres = await startPostgres();
  process.env.DEVCENTER_TEST_POSTGRES_URL = postgres.url();
  (globalThis as { devcenterPostgres?: { stop(): void } }).devcenterPostgres = postgres;
}
