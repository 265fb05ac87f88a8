import type { Kysely, Migration } from 'kysely';

/**
 * State derived from the specs: every resource a create operation makes, in its collection
 * (the path template without its version, e.g. `/accounts/{}/clickwraps`), within the concrete
 * parent ids of that path (`scope`, e.g. the account id and a parent's id), as the JSON the
 * client sent plus what the platform assigns.
 */
export const resources: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('resources')
      .addColumn('api', 'text', (c) => c.notNull())
      .addColumn('collection', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created', 'bigint', (c) => c.notNull())
      .addColumn('updated', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('resources_pk', ['api', 'collection', 'scope', 'id'])
      .execute();
    await db.schema
      .createIndex('resources_list')
      .on('resources')
      .columns(['api', 'collection', 'scope', 'created'])
      .execute();
  },
};
