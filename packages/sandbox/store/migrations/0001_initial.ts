import type { Kysely, Migration } from 'kysely';

/**
 * The sandbox's first schema. `ifNotExists` everywhere: a `sandbox.sqlite` written by an
 * earlier build (which versioned its schema with PRAGMA user_version) already has these
 * tables, and is adopted as it is rather than re-created.
 */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('accounts')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('users')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('given_name', 'text', (c) => c.notNull())
      .addColumn('family_name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('memberships')
      .ifNotExists()
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('is_admin', 'integer', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('memberships_pk', ['user_id', 'account_id'])
      .execute();
    await db.schema
      .createTable('applications')
      .ifNotExists()
      .addColumn('client_id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('redirect_uris', 'text', (c) => c.notNull())
      .addColumn('allow_loopback', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('applications_account')
      .ifNotExists()
      .on('applications')
      .column('account_id')
      .execute();
    for (const [table, extra] of [
      ['client_secrets', ['secret_hash', 'last4']],
      ['rsa_keys', ['public_key']],
    ] as const) {
      let builder = db.schema
        .createTable(table)
        .ifNotExists()
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) =>
          c.notNull().references('applications.client_id').onDelete('cascade'),
        );
      for (const column of extra) builder = builder.addColumn(column, 'text', (c) => c.notNull());
      await builder.addColumn('created', 'bigint', (c) => c.notNull()).execute();
      await db.schema
        .createIndex(`${table}_client`)
        .ifNotExists()
        .on(table)
        .column('client_id')
        .execute();
    }
    await db.schema
      .createTable('auth_codes')
      .ifNotExists()
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) =>
        c.notNull().references('applications.client_id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('redirect_uri', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('code_challenge', 'text')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('tokens')
      .ifNotExists()
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) =>
        c.notNull().references('applications.client_id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('tokens_user')
      .ifNotExists()
      .on('tokens')
      .column('user_id')
      .execute();
    await db.schema
      .createIndex('tokens_code')
      .ifNotExists()
      .on('tokens')
      .column('code_hash')
      .execute();
    await db.schema
      .createTable('envelopes')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('email_subject', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('envelopes_account')
      .ifNotExists()
      .on('envelopes')
      .column('account_id')
      .execute();
    await db.schema
      .createTable('clickwrap_agreements')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('clickwrap_id', 'text', (c) => c.notNull())
      .addColumn('environment', 'text', (c) => c.notNull())
      .addColumn('client_user_id', 'text', (c) => c.notNull())
      .addColumn('agreed_on', 'bigint', (c) => c.notNull())
      .execute();
  },
};
