import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sharedTablesOf, type SharedTables, type StoreDb } from './sharedTables';

/** This process, as a lease holder. */
export const INSTANCE_ID = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Takes or renews the lease `name` for `ttlMs` when it is free, expired or already ours; true
 * when this instance holds it. One atomic statement on both engines, so of several instances
 * asking at once exactly one gets it: background work runs once across the cluster.
 */
export async function tryLease<Tables extends SharedTables>(
  db: StoreDb<Tables>,
  name: string,
  ttlMs: number,
  holder = INSTANCE_ID,
  now = Date.now(),
): Promise<boolean> {
  const row = await sharedTablesOf(db)
    .insertInto('leases')
    .values({ name, holder, until: now + ttlMs })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          until: eb.ref('excluded.until'),
        }))
        .where((eb) => eb.or([eb('leases.until', '<', now), eb('leases.holder', '=', holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}
