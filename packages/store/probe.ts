import { INSTANCE_ID } from './leases';
import { sharedTablesOf, type SharedTables, type StoreDb } from './sharedTables';

/** The lease row the health check writes: no job holds it; its holder is the last to write. */
const HEARTBEAT = 'health-heartbeat';

/** What a store that answers but takes no write is: read-only by its engine's word, or not. */
export type UnwritableState = 'read-only' | 'unwritable';

/** A store that answered the health check's read but refused its write. */
export class StoreUnwritable extends Error {
  constructor(
    readonly state: UnwritableState,
    options: { cause: unknown },
  ) {
    super(`the store is ${state}`, options);
    this.name = 'StoreUnwritable';
  }
}

/**
 * Whether an error is a StoreUnwritable, told by its name rather than instanceof: the compiled
 * portal and the compiled platform (dist/server.js, dist/sandbox.js) each bundle their own copy
 * of this package, and the platform's probe runs in the portal's health check.
 */
export function isStoreUnwritable(error: unknown): error is StoreUnwritable {
  return error instanceof Error && error.name === 'StoreUnwritable' && 'state' in error;
}

/**
 * The codes of a refused write that mean "read-only": SQLite's SQLITE_READONLY family (a file
 * or connection that may not be written), PostgreSQL's read_only_sql_transaction (25006: a
 * standby, `default_transaction_read_only`), a read-only file system. Anything else (a full disk,
 * SQLITE_FULL, PostgreSQL's disk_full 53100, insufficient_privilege 42501) is "unwritable".
 */
function stateOf(error: unknown): UnwritableState {
  const code = String((error as { code?: unknown })?.code ?? '');
  return code.startsWith('SQLITE_READONLY') || code === '25006' || code === 'EROFS'
    ? 'read-only'
    : 'unwritable';
}

/**
 * A cheap question for the health check, read then write: one row of the store's `leases` table,
 * then the heartbeat row updated in a transaction of its own. The read needs the engine to answer
 * (a pooled PostgreSQL session, the SQLite file readable) and the store's tables to be there; the
 * write needs it to take writes (a full disk, a read-only file or database fail it), and on SQLite
 * takes the write lock as every transaction does, waiting asynchronously. A failed write is a
 * StoreUnwritable; a failed read, anything else.
 */
export async function probeStore<Tables extends SharedTables>(db: StoreDb<Tables>): Promise<void> {
  const tables = sharedTablesOf(db);
  await tables.selectFrom('leases').select('name').limit(1).execute();
  try {
    await tables.transaction().execute((trx) =>
      trx
        .insertInto('leases')
        .values({ name: HEARTBEAT, holder: INSTANCE_ID, until: Date.now() })
        .onConflict((conflict) =>
          conflict.column('name').doUpdateSet((eb) => ({
            holder: eb.ref('excluded.holder'),
            until: eb.ref('excluded.until'),
          })),
        )
        .execute(),
    );
  } catch (error) {
    throw new StoreUnwritable(stateOf(error), { cause: error });
  }
}
