import { sharedTablesOf, type AnyStoreDb } from './sharedTables';

/**
 * A cheap question for the health check: one row of the store's `leases` table. It needs the
 * engine to answer (a pooled PostgreSQL session, the SQLite file readable) and the store's
 * tables to be there, and costs an index lookup.
 */
export async function probeStore(db: AnyStoreDb): Promise<void> {
  await sharedTablesOf(db).selectFrom('leases').select('name').limit(1).execute();
}
