import { sql } from 'kysely';
import { sharedTablesOf, type SharedTables, type StoreDb } from './sharedTables';

/** A counter's state after a hit or a look: the hits in the window and when it ends. */
export interface CounterState {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/**
 * Counts one hit for `key` in the shared store. A key's window opens at its first hit and
 * lasts `windowMs` (so ten failures get the full window, wherever the clock stands); the next
 * hit after it starts a new one. The same key counts every instance's hits, and memory stays
 * bounded whatever the number of keys: rows expire with their window and are purged by the
 * store's housekeeping, never cleared wholesale.
 */
export async function hit<Tables extends SharedTables>(
  db: StoreDb<Tables>,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<CounterState> {
  const expired = sql<boolean>`counters.expires_at <= ${now}`;
  const row = await sharedTablesOf(db)
    .insertInto('counters')
    .values({ key, window_start: 0, count: 1, expires_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.columns(['key', 'window_start']).doUpdateSet({
        count: sql`case when ${expired} then 1 else counters.count + 1 end`,
        expires_at: sql`case when ${expired} then ${now + windowMs} else counters.expires_at end`,
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetInMs: Number(row.expires_at) - now };
}

/** The hits counted so far in the key's current window, without adding one. */
export async function peek<Tables extends SharedTables>(
  db: StoreDb<Tables>,
  key: string,
  now = Date.now(),
): Promise<CounterState> {
  const row = await sharedTablesOf(db)
    .selectFrom('counters')
    .select(['count', 'expires_at'])
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row
    ? { count: Number(row.count), resetInMs: Number(row.expires_at) - now }
    : { count: 0, resetInMs: 0 };
}

/** Forgets the key's current count (a successful sign-in clears its failures). */
export async function reset<Tables extends SharedTables>(
  db: StoreDb<Tables>,
  key: string,
): Promise<void> {
  await sharedTablesOf(db).deleteFrom('counters').where('key', '=', key).execute();
}

/** Housekeeping: windows that have passed. */
export async function purgeCounters<Tables extends SharedTables>(
  db: StoreDb<Tables>,
  now = Date.now(),
): Promise<number> {
  const result = await sharedTablesOf(db)
    .deleteFrom('counters')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
