/** @jest-environment node */
// The health check's probe on real engines: a store that answers and takes writes passes; one that
// answers but refuses the write is StoreUnwritable, "read-only" when the engine says so (an SQLite
// connection opened read-only, a PostgreSQL session in read-only transactions) and "unwritable"
// otherwise (a PostgreSQL role that may read the table but not write it).
import path from 'node:path';
import { readOnlySqlite } from '../../test-support/readOnlySqlite';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openPortalStore } from '../../server/portalStore';
import { ENGINES } from '../../test-support/stores';
import { probeStore, StoreUnwritable } from './probe';
import type { SharedTables } from './sharedTables';

const refusal = async (probe: Promise<void>) => {
  try {
    await probe;
    return undefined;
  } catch (error) {
    return error;
  }
};

describe.each(ENGINES)('probeStore on $engine', ({ engine, location }) => {
  it('passes on a store that answers and takes writes, again and again', async () => {
    const store = await openPortalStore(await location());
    try {
      await probeStore(store.db);
      await probeStore(store.db);
      const rows = await store.db
        .selectFrom('leases')
        .selectAll()
        .where('name', '=', 'health-heartbeat')
        .execute();
      expect(rows).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  it('names a store that answers but takes no write read-only', async () => {
    const where = await location();
    const store = await openPortalStore(where);
    // The same store's tables, through a handle whose writes the engine itself refuses.
    const readOnly =
      where.kind === 'sqlite'
        ? new Kysely<SharedTables>({
            dialect: new SqliteDialect({
              database: readOnlySqlite(path.join(where.dataDir, 'portal.sqlite')),
            }),
          })
        : new Kysely<SharedTables>({
            dialect: new PostgresDialect({
              pool: new pg.Pool({
                connectionString: where.url,
                options: '-c search_path=portal -c default_transaction_read_only=on',
              }),
            }),
          });
    try {
      const error = await refusal(probeStore(readOnly));
      expect(error).toBeInstanceOf(StoreUnwritable);
      expect((error as StoreUnwritable).state).toBe('read-only');
      // The read half still answers: the store is there, it takes no write.
      await probeStore(store.db);
    } finally {
      await readOnly.destroy();
      await store.close();
    }
  });

  if (engine === 'postgres') {
    it('names a store whose role may read but not write it unwritable', async () => {
      const where = await location();
      if (where.kind !== 'postgres') return;
      const store = await openPortalStore(where);
      const admin = new pg.Client({ connectionString: where.url });
      await admin.connect();
      const role = `reader_${process.pid}_${Date.now()}`;
      await admin.query(`CREATE ROLE ${role} LOGIN`);
      await admin.query(`GRANT USAGE ON SCHEMA portal TO ${role}`);
      await admin.query(`GRANT SELECT ON portal.leases TO ${role}`);
      const url = new URL(where.url);
      url.username = role;
      url.password = '';
      const reader = new Kysely<SharedTables>({
        dialect: new PostgresDialect({
          pool: new pg.Pool({ connectionString: url.toString(), options: '-c search_path=portal' }),
        }),
      });
      try {
        const error = await refusal(probeStore(reader));
        expect(error).toBeInstanceOf(StoreUnwritable);
        expect((error as StoreUnwritable).state).toBe('unwritable');
        expect(((error as StoreUnwritable).cause as { code: string }).code).toBe('42501');
      } finally {
        await reader.destroy();
        await store.close();
        await admin.query(`DROP OWNED BY ${role}`);
        await admin.query(`DROP ROLE ${role}`);
        await admin.end();
      }
    });
  }
});
