/** @jest-environment node */
import pg from 'pg';
import { migrateStores } from './app';
import { loadConfig } from './config';
import { newPostgresDatabase } from '../test-support/stores';

it('db:migrate brings both stores to their latest version, also when two run at once', async () => {
  const url = await newPostgresDatabase('migrate');
  const config = loadConfig({ DATABASE_URL: url, COOKIE_SECRET: 'c'.repeat(32) });
  const runs = await Promise.all([migrateStores(config), migrateStores(config)]);
  expect(runs).toEqual([
    ['portal', 'sandbox'],
    ['portal', 'sandbox'],
  ]);
  expect(await migrateStores(config)).toEqual(['portal', 'sandbox']);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select distinct table_schema from information_schema.tables
       where table_name = 'kysely_migration' order by table_schema`,
    );
    expect(rows.map((row) => row.table_schema)).toEqual(['portal', 'sandbox']);
    const applied = await client.query('select name from sandbox.kysely_migration order by name');
    expect(applied.rows.map((row) => row.name)).toEqual([
      '0001_initial',
      '0002_suspended_users',
      '0003_shared_tables',
      '0010_resources',
      '0011_envelopes',
      '0012_signing',
      '0013_connect',
      '0014_api_usage',
      '0015_oauth_sessions',
      '0017_monitor_events',
      '0018_user_activations',
    ]);
  } finally {
    await client.end();
  }
});
