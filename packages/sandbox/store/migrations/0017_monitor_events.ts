import type { Kysely, Migration } from 'kysely';

/**
 * The account's events for the Monitor API's stream (packages/sandbox/monitor): sign-ins, token
 * grants, envelopes sent and finished, integration keys and users changed, recorded where they
 * happen. Read in (at, id) order, which is what a stream cursor names. Navigator's removed
 * agreements: a completed envelope taken out of Navigator stays an envelope of eSignature.
 */
export const monitorEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('monitor_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('ip_address', 'text')
      /** JSON object of strings: the event's further fields. */
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('monitor_events_account_at')
      .on('monitor_events')
      .columns(['account_id', 'at', 'id'])
      .execute();
    await db.schema
      .createTable('navigator_removed_agreements')
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('envelope_id', 'text', (c) => c.notNull())
      .addColumn('removed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('navigator_removed_agreements_pk', ['account_id', 'envelope_id'])
      .execute();
  },
};
