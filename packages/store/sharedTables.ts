import type { Kysely, Migration } from 'kysely';

/** Hits per key in its current window: rate limits and sign-in throttles across instances. */
export interface CountersTable {
  key: string;
  /** 0: one window per key, opened by its first hit (kept in the key for other schemes). */
  window_start: number;
  count: number;
  /** When the window has passed and the row may be purged. */
  expires_at: number;
}

/** Who runs a piece of background work now (one instance of the cluster), and until when. */
export interface LeasesTable {
  name: string;
  holder: string;
  until: number;
}

/**
 * A store's query builder: each store's own Tables extend SharedTables. Kysely's type is
 * invariant in its tables, so the helpers over the shared tables are generic over the store's
 * tables and narrow the builder to the shared ones with `sharedTablesOf`.
 */
export type StoreDb<Tables extends SharedTables = SharedTables> = Kysely<Tables>;

export const sharedTablesOf = <Tables extends SharedTables>(db: StoreDb<Tables>) =>
  db as unknown as StoreDb;

/** The tables every store has, so its instances share limits and background work. */
export interface SharedTables {
  counters: CountersTable;
  leases: LeasesTable;
}

/** A migration of its own in each store that has them. */
export const sharedTablesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('counters')
      .ifNotExists()
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('window_start', 'bigint', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('counters_pk', ['key', 'window_start'])
      .execute();
    await db.schema
      .createIndex('counters_expires')
      .ifNotExists()
      .on('counters')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('leases')
      .ifNotExists()
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('holder', 'text', (column) => column.notNull())
      .addColumn('until', 'bigint', (column) => column.notNull())
      .execute();
  },
};
