import type { Kysely, Migration } from 'kysely';

/**
 * Connect webhooks: the account's configurations and HMAC keys, the durable queue of deliveries
 * (one row per event and listener, written in the transaction of the status change that raised
 * it) and every attempt at one (the Connect log and the portal's deliveries page).
 */
export const connect: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('connect_configurations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('connect_configurations_account')
      .on('connect_configurations')
      .columns(['account_id', 'created'])
      .execute();
    await db.schema
      .createTable('connect_hmac_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('connect_hmac_keys_account')
      .on('connect_hmac_keys')
      .columns(['account_id', 'created'])
      .execute();
    await db.schema
      .createTable('connect_deliveries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('envelope_id', 'text', (c) => c.notNull())
      .addColumn('recipient_id', 'text')
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('configuration_id', 'text')
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('include_hmac', 'integer', (c) => c.notNull())
      .addColumn('require_ack', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint')
      .addColumn('claimed_by', 'text')
      .addColumn('claim_until', 'bigint')
      .addColumn('last_attempt_at', 'bigint')
      .addColumn('last_status', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('connect_deliveries_due')
      .on('connect_deliveries')
      .columns(['state', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('connect_deliveries_account')
      .on('connect_deliveries')
      .columns(['account_id', 'created'])
      .execute();
    await db.schema
      .createIndex('connect_deliveries_envelope')
      .on('connect_deliveries')
      .columns(['envelope_id'])
      .execute();
    await db.schema
      .createTable('connect_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('delivery_id', 'text', (c) =>
        c.notNull().references('connect_deliveries.id').onDelete('cascade'),
      )
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('ok', 'integer', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('error', 'text')
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('response_snippet', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('connect_attempts_delivery')
      .on('connect_attempts')
      .columns(['delivery_id', 'attempt'])
      .execute();
    await db.schema
      .createIndex('connect_attempts_account')
      .on('connect_attempts')
      .columns(['account_id', 'at'])
      .execute();
  },
};
