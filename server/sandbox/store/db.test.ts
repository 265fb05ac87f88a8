/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSandboxDb } from './db';

// Issue 16.6: a damaged database stops start-up naming the file; it is never reseeded.
const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-db-'));

it('creates the database in a new directory', () => {
  const dir = dataDir();
  openSandboxDb(dir).close();
  expect(fs.statSync(path.join(dir, 'sandbox.sqlite')).size).toBeGreaterThan(0);
});

it('refuses an empty (0-byte) database file, naming it, and leaves it as it was', () => {
  const dir = dataDir();
  const file = path.join(dir, 'sandbox.sqlite');
  fs.writeFileSync(file, '');
  expect(() => openSandboxDb(dir)).toThrow(new RegExp(`${file}.*empty \\(0 bytes\\)`));
  expect(fs.statSync(file).size).toBe(0);
});

it('refuses a corrupted database file, naming it', () => {
  const dir = dataDir();
  const file = path.join(dir, 'sandbox.sqlite');
  fs.writeFileSync(file, Buffer.alloc(8192, 'garbage!'));
  expect(() => openSandboxDb(dir)).toThrow(file);
});
