import type { PortalDb } from '../portalStore';

/** An answer kept in the store, and when it was fetched (epoch ms). */
export interface KeptAnswer<T> {
  value: T;
  fetchedAt: number;
}

/**
 * The last good answer of `source` in the portal store (table `upstream_answers`), shared by
 * every instance and kept across restarts; undefined when none was kept or it cannot be read.
 */
export async function readKeptAnswer<T>(
  db: PortalDb,
  source: string,
): Promise<KeptAnswer<T> | undefined> {
  const row = await db
    .selectFrom('upstream_answers')
    .select(['body', 'fetched_at'])
    .where('source', '=', source)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    return { value: JSON.parse(row.body) as T, fetchedAt: Number(row.fetched_at) };
  } catch {
    return undefined;
  }
}

/** Keeps `value` as the last good answer of `source`, unless a newer one is kept already. */
export async function keepAnswer<T>(
  db: PortalDb,
  source: string,
  value: T,
  fetchedAt: number,
): Promise<void> {
  const body = JSON.stringify(value);
  await db
    .insertInto('upstream_answers')
    .values({ source, body, fetched_at: fetchedAt })
    .onConflict((conflict) =>
      conflict
        .column('source')
        .doUpdateSet({ body, fetched_at: fetchedAt })
        // Two instances refreshing at once: the later fetch wins, whichever writes last.
        .where('upstream_answers.fetched_at', '<', fetchedAt),
    )
    .execute();
}
