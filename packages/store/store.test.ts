/** @jest-environment node */
import { sql, type Kysely, type Migration } from 'kysely';
import { ENGINES } from '../../test-support/stores';
import { hit, peek, purgeCounters, reset } from './counters';
import { tryLease } from './leases';
import { openStore, type Store } from './openStore';
import { sharedTablesMigration, type SharedTables } from './sharedTables';

interface Tables extends SharedTables {
  notes: { id: string; body: string };
}

let migrationRuns = 0;
const migrations: Record<string, Migration> = {
  '0001_shared': sharedTablesMigration,
  '0002_notes': {
    async up(db: Kysely<unknown>) {
      migrationRuns += 1;
      await db.schema
        .createTable('notes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('body', 'text', (column) => column.notNull())
        .execute();
    },
  },
};

describe.each(ENGINES)('stores on $engine', ({ engine, location }) => {
  const open: Store<Tables>[] = [];
  const instance = async (where: Awaited<ReturnType<typeof location>>) => {
    const store = await openStore<Tables>('portal', where, migrations);
    open.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((store) => store.close()));
  });

  it('runs each migration once, even when two instances start at the same moment', async () => {
    const where = await location();
    migrationRuns = 0;
    const [first, second] = await Promise.all([instance(where), instance(where)]);
    await instance(where);
    expect(migrationRuns).toBe(1);
    await first.db.insertInto('notes').values({ id: 'a', body: 'from the first' }).execute();
    const seen = await second.db.selectFrom('notes').selectAll().execute();
    expect(seen).toEqual([{ id: 'a', body: 'from the first' }]);
    expect(first.engine).toBe(engine);
  });

  it('counts hits of one key across instances, per window, and resets and purges them', async () => {
    const where = await location();
    const [a, b] = await Promise.all([instance(where), instance(where)]);
    const now = 1_700_000_000_000;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => hit((i % 2 ? a : b).db, 'k', 60_000, now + i)),
    );
    const seen = await peek(a.db, 'k', now + 30_000);
    expect(seen.count).toBe(10);
    expect(seen.resetInMs).toBeGreaterThanOrEqual(30_000);
    expect(seen.resetInMs).toBeLessThan(30_010);
    // The window opened with the first hit: the next one after it starts again at 1.
    const next = await hit(b.db, 'k', 60_000, now + 70_000);
    expect(next).toEqual({ count: 1, resetInMs: 60_000 });
    await hit(a.db, 'other', 60_000, now);
    expect(await purgeCounters(a.db, now + 61_000)).toBe(1); // 'other'
    await reset(a.db, 'k');
    expect((await peek(b.db, 'k', now + 70_000)).count).toBe(0);
  });

  it('gives a lease to exactly one of several instances until it expires', async () => {
    const where = await location();
    const stores = await Promise.all([instance(where), instance(where), instance(where)]);
    const now = 1_700_000_000_000;
    const taken = await Promise.all(
      stores.map((store, index) => tryLease(store.db, 'job:purge', 5000, `instance-${index}`, now)),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    const holder = `instance-${taken.indexOf(true)}`;
    expect(await tryLease(stores[0].db, 'job:purge', 5000, holder, now + 1000)).toBe(true);
    expect(await tryLease(stores[0].db, 'job:purge', 5000, 'someone-else', now + 1000)).toBe(false);
    expect(await tryLease(stores[0].db, 'job:purge', 5000, 'someone-else', now + 7000)).toBe(true);
  });

  it('keeps a transaction whole: a failure inside leaves nothing written', async () => {
    const store = await instance(await location());
    const outcome = await store.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 'x', body: 'half' }).execute();
        await sql`select * from no_such_table`.execute(trx);
      })
      .then(
        () => 'committed',
        (error: unknown) => `${Object.prototype.toString.call(error)} ${String(error)}`,
      );
    expect(outcome).toMatch(/no_such_table/);
    expect(await store.db.selectFrom('notes').selectAll().execute()).toEqual([]);
  });
});

test('a PostgreSQL that cannot be reached stops start-up naming DATABASE_URL, not its password', async () => {
  await expect(
    openStore(
      'portal',
      { kind: 'postgres', url: 'postgres://u:hunter2@127.0.0.1:1/db' },
      migrations,
    ),
  ).rejects.toThrow(/DATABASE_URL \(postgres:\/\/u:\*\*\*@127\.0\.0\.1:1\/db\)/);
});
