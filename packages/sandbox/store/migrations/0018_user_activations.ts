import type { Kysely, Migration } from 'kysely';

/**
 * A user created through the Admin API activates before they can sign in: the platform mails
 * them a link (the sandbox inbox shows the mail, so it carries its token in clear as a real mail
 * does; the lookup goes by the token's hash), and they choose their password on its page.
 */
export const userActivations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_activations')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('to_name', 'text', (c) => c.notNull())
      .addColumn('to_email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link_token', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('activated_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('user_activations_account')
      .on('user_activations')
      .columns(['account_id', 'created'])
      .execute();
  },
};
