import type { Kysely, Migration } from 'kysely';

/**
 * The platform's record of API calls for the usage center (packages/sandbox/usage): one row per
 * day, integration key, account, user, operation and status, counting calls and their time.
 */
export const apiUsage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('api_usage')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('api', 'text', (c) => c.notNull())
      .addColumn('operation', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('calls', 'bigint', (c) => c.notNull())
      .addColumn('total_ms', 'bigint', (c) => c.notNull())
      .addColumn('max_ms', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('api_usage_pk', [
        'account_id',
        'day',
        'client_id',
        'user_id',
        'api',
        'operation',
        'method',
        'status',
      ])
      .execute();
  },
};
