import type { Kysely, Migration } from 'kysely';

/** Suspensions were kept in each process's memory; shared by every instance from here on. */
export const suspendedUsers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('suspended_users')
      .addColumn('user_id', 'text', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('suspended_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
