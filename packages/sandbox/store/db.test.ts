/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { ENGINES } from '../../../test-support/stores';
import { openSandboxStore } from './db';

// A damaged database stops start-up naming the file; it is never reseeded (docs/behaviour.md).
const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-db-'));

describe.each(ENGINES)('the sandbox store on $engine', ({ location }) => {
  it('creates its tables on a new store and opens the same store again', async () => {
    const where = await location();
    const first = await openSandboxStore(where);
    await first.db
      .insertInto('accounts')
      .values({ id: 'a', name: 'Account', plan: 'p', created: 1 })
      .execute();
    await first.close();
    const second = await openSandboxStore(where);
    expect(await second.db.selectFrom('accounts').select('name').execute()).toEqual([
      { name: 'Account' },
    ]);
    await second.close();
  });
});

it('adopts a sandbox.sqlite written by an earlier build, keeping its rows', async () => {
  const dir = dataDir();
  const legacy = new Database(path.join(dir, 'sandbox.sqlite'));
  legacy.exec(`CREATE TABLE accounts (id TEXT PRIMARY KEY, name TEXT NOT NULL, plan TEXT NOT NULL,
    created INTEGER NOT NULL); INSERT INTO accounts VALUES ('old', 'Kept', 'p', 1);
    PRAGMA user_version = 1;`);
  legacy.close();
  const store = await openSandboxStore({ kind: 'sqlite', dataDir: dir });
  expect(await store.db.selectFrom('accounts').select('name').execute()).toEqual([
    { name: 'Kept' },
  ]);
  expect(await store.db.selectFrom('tokens').selectAll().execute()).toEqual([]);
  await store.close();
});

it('refuses an empty (0-byte) database file, naming it, and leaves it as it was', async () => {
  const dir = dataDir();
  const file = path.join(dir, 'sandbox.sqlite');
  fs.writeFileSync(file, '');
  await expect(openSandboxStore({ kind: 'sqlite', dataDir: dir })).rejects.toThrow(
    new RegExp(`${file} is empty \\(0 bytes\\)`),
  );
  expect(fs.statSync(file).size).toBe(0);
});

it('refuses a corrupted database file, naming it', async () => {
  const dir = dataDir();
  const file = path.join(dir, 'sandbox.sqlite');
  fs.writeFileSync(file, Buffer.alloc(8192, 'garbage!'));
  await expect(openSandboxStore({ kind: 'sqlite', dataDir: dir })).rejects.toThrow(file);
});
