import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { StoreLocation } from '@developer-center/store';

/** The shared test server Jest's global setup started (jest.globalSetup.ts). */
function testPostgresUrl(): string {
  const url = process.env.DEVCENTER_TEST_POSTGRES_URL;
  if (!url) throw new Error('no test PostgreSQL: run the tests through Jest (jest.globalSetup.ts)');
  return url;
}

let created = 0;

/** A new, empty database on the test PostgreSQL server. */
export async function newPostgresDatabase(prefix = 'test'): Promise<string> {
  const admin = new pg.Client({ connectionString: testPostgresUrl() });
  await admin.connect();
  created += 1;
  const name = `${prefix}_${process.pid}_${created}_${Math.floor(Math.random() * 1e6)}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testPostgresUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Both engines, for `describe.each`: each call of `location()` is a fresh, empty store. */
export const ENGINES: { engine: StoreLocation['kind']; location(): Promise<StoreLocation> }[] = [
  {
    engine: 'sqlite',
    location: async () => ({
      kind: 'sqlite',
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-')),
    }),
  },
  {
    engine: 'postgres',
    location: async () => ({ kind: 'postgres', url: await newPostgresDatabase() }),
  },
];
