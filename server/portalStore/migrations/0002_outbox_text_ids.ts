import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The outbox of an earlier build's `signups.sqlite` numbered its rows (INTEGER PRIMARY KEY,
 * which takes integers only); rows now get text ids on both engines. The table is rebuilt with
 * a text id and its rows copied, which on a new store copies nothing.
 */
export const outboxTextIds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('signup_outbox_next')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into signup_outbox_next (id, email, link, created)
      select cast(id as text), email, link, created from signup_outbox`.execute(db);
    await db.schema.dropTable('signup_outbox').execute();
    await db.schema.alterTable('signup_outbox_next').renameTo('signup_outbox').execute();
  },
};
