import type { Kysely, Migration } from 'kysely';

/**
 * Signing: the one-time URLs the views answer and the links mailed to remote signers (kept
 * hashed), the sessions a browser holds once it opened one (the cookie's secret hashed), and the
 * sandbox inbox, the mails the platform would have sent, per account.
 */
export const signing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('signing_links')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('envelope_id', 'text', (c) =>
        c.notNull().references('envelopes.id').onDelete('cascade'),
      )
      .addColumn('recipient_id', 'text')
      .addColumn('return_url', 'text')
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('signing_links_envelope')
      .on('signing_links')
      .column('envelope_id')
      .execute();
    await db.schema
      .createTable('signing_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('envelope_id', 'text', (c) =>
        c.notNull().references('envelopes.id').onDelete('cascade'),
      )
      .addColumn('recipient_id', 'text')
      .addColumn('return_url', 'text')
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .execute();
    await db.schema
      .createTable('sandbox_inbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('envelope_id', 'text', (c) =>
        c.notNull().references('envelopes.id').onDelete('cascade'),
      )
      .addColumn('recipient_id', 'text', (c) => c.notNull())
      .addColumn('to_name', 'text', (c) => c.notNull())
      .addColumn('to_email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link_token', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sandbox_inbox_account')
      .on('sandbox_inbox')
      .columns(['account_id', 'created'])
      .execute();
  },
};
