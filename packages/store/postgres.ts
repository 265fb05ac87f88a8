import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { redactedUrl } from './location';

const INT8 = 20;

/** Millisecond timestamps and counts are bigint columns; they fit a JavaScript number. */
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format),
};

/** Whether an error is PostgreSQL's "already exists" (two instances creating one schema). */
const alreadyExists = (error: unknown) =>
  ['42P06', '23505'].includes((error as { code?: string }).code ?? '');

/**
 * A pool whose sessions see the store's own schema (search_path), created when missing, so the
 * portal and the embedded platform keep their tables apart in one database. A database that
 * cannot be reached stops start-up naming DATABASE_URL (without its password).
 */
export async function postgresDialect(url: string, schema: string) {
  const pool = new pg.Pool({
    connectionString: url,
    options: `-c search_path=${schema}`,
    max: 8,
    connectionTimeoutMillis: 10_000,
    types,
  });
  // An idle session the server ended (a restart, a failover, an administrator) is an 'error'
  // event of the pool, which would otherwise end this process: the pool drops that session and
  // the next query opens a new one, or fails, which the caller and /healthz then see.
  pool.on('error', () => undefined);
  // A session that ends while it is checked out (a query in flight when the server restarts,
  // or a reset socket) fails that query, and its client then emits 'error' too. pg-pool
  // listens only to idle clients, so that event would end the process (seen in CI as
  // "read ECONNRESET" from /healthz's probe): each client gets a listener for its whole life.
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } catch (error) {
    if (!alreadyExists(error)) {
      await pool.end();
      throw new Error(
        `the PostgreSQL database of DATABASE_URL (${redactedUrl(url)}) could not be used: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  return { dialect: new PostgresDialect({ pool }), pool };
}
