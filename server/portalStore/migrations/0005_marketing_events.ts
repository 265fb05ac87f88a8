import type { Kysely, Migration } from 'kysely';

/**
 * First-party analytics and marketing events (POST /api/signal, POST /api/eloqua), kept before
 * any forwarding. `dedupe_key` is unique where set, so an event meant to count once (an
 * experiment exposure per visitor and variant) is stored once whichever instance takes it.
 */
export const marketingEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('marketing_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('visitor', 'text')
      .addColumn('user_id', 'text')
      .addColumn('path', 'text')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('dedupe_key', 'text', (c) => c.unique())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('forwarded_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('marketing_events_created')
      .on('marketing_events')
      .columns(['channel', 'created'])
      .execute();
  },
};
