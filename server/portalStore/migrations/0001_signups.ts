import type { Kysely, Migration } from 'kysely';

/**
 * Sign-ups and their outbox. `ifNotExists`: a `signups.sqlite` of an earlier build, adopted as
 * `portal.sqlite`, already has these tables (its outbox id is an integer; new rows get text ids,
 * which SQLite's column affinity keeps as they are).
 */
export const signups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('signups')
      .ifNotExists()
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('consent', 'integer', (c) => c.notNull())
      .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('confirmed_at', 'bigint')
      .execute();
    await db.schema
      .createTable('signup_outbox')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .execute();
  },
};
