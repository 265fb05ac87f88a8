import type { Kysely, Migration } from 'kysely';

/**
 * The last good answer of an outside service the portal depends on (the code depot's
 * open-source catalogue), kept so a restart or another instance can still answer when that
 * service fails. One row per source; `body` is the answer as JSON.
 */
export const upstreamAnswers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('upstream_answers')
      .addColumn('source', 'text', (c) => c.primaryKey())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('fetched_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
