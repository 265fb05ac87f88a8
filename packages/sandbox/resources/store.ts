import type { SandboxDb } from '../store/db';

/** One stored resource: what the client sent plus what the platform assigned. */
export interface StoredResource {
  id: string;
  body: Record<string, unknown>;
  created: number;
  updated: number;
}

/** Where a resource lives: its API, its collection, and the ids of what it belongs to. */
export interface Place {
  api: string;
  collection: string;
  /** The collection's parameter values, each encoded, joined by `/`. */
  scope: string;
}

export const scopeOf = (values: string[]) => values.map(encodeURIComponent).join('/');

const parse = (row: { id: string; body: string; created: number; updated: number }) => ({
  id: row.id,
  body: JSON.parse(row.body) as Record<string, unknown>,
  created: Number(row.created),
  updated: Number(row.updated),
});

export async function findResource(db: SandboxDb, place: Place, id: string) {
  const row = await db
    .selectFrom('resources')
    .select(['id', 'body', 'created', 'updated'])
    .where('api', '=', place.api)
    .where('collection', '=', place.collection)
    .where('scope', '=', place.scope)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? parse(row) : undefined;
}

export async function listResources(db: SandboxDb, place: Place, start: number, count: number) {
  const where = db
    .selectFrom('resources')
    .where('api', '=', place.api)
    .where('collection', '=', place.collection)
    .where('scope', '=', place.scope);
  const [rows, total] = await Promise.all([
    where
      .select(['id', 'body', 'created', 'updated'])
      .orderBy('created')
      .orderBy('id')
      .offset(start)
      .limit(count)
      .execute(),
    where.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(parse), total: Number(total.total) };
}

/** Inserts or replaces a resource (one statement, so concurrent writers never half-write). */
export async function saveResource(db: SandboxDb, place: Place, resource: StoredResource) {
  const row = { body: JSON.stringify(resource.body), updated: resource.updated };
  await db
    .insertInto('resources')
    .values({ ...place, id: resource.id, created: resource.created, ...row })
    .onConflict((conflict) =>
      conflict.columns(['api', 'collection', 'scope', 'id']).doUpdateSet(row),
    )
    .execute();
}

/** Deletes a resource and everything under it (its sub-collections' resources, at any depth). */
export async function removeResource(db: SandboxDb, place: Place, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('resources')
      .where('api', '=', place.api)
      .where('collection', '=', place.collection)
      .where('scope', '=', place.scope)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return false;
    const below = `${place.scope}/${encodeURIComponent(id)}`;
    await trx
      .deleteFrom('resources')
      .where('api', '=', place.api)
      .where((eb) =>
        eb.or([
          eb('scope', '=', below),
          eb(eb.fn('substr', ['scope', eb.val(1), eb.val(below.length + 1)]), '=', `${below}/`),
        ]),
      )
      .execute();
    return true;
  });
}
