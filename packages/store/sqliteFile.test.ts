/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'libsql';
import { DataFileError } from '../../lib/dataFiles';
import { checkSqliteFile } from './sqliteFile';

const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'data-files-'));

/** A real database with enough rows to span many pages. */
function database(file: string) {
  const db = new Database(file);
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT); CREATE INDEX t_body ON t(body)');
  const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
  for (let index = 0; index < 2000; index += 1) insert.run(`row ${index} ${'x'.repeat(200)}`);
  db.close();
}

describe('SQLite files', () => {
  it('accepts a missing file (the store creates it) and a sound database', () => {
    const file = path.join(dir(), 'store.sqlite');
    expect(() => checkSqliteFile(file)).not.toThrow();
    database(file);
    expect(() => checkSqliteFile(file)).not.toThrow();
  });

  it('refuses an empty file, naming it', () => {
    const file = path.join(dir(), 'store.sqlite');
    fs.writeFileSync(file, '');
    expect(() => checkSqliteFile(file)).toThrow(DataFileError);
    expect(() => checkSqliteFile(file)).toThrow(`${file} is empty`);
  });

  it('refuses a file that is not a database, naming it', () => {
    const file = path.join(dir(), 'store.sqlite');
    fs.writeFileSync(file, 'this is a text file, not a database '.repeat(200));
    expect(() => checkSqliteFile(file)).toThrow(`${file} cannot be read as a database`);
  });

  it('refuses a database whose inner pages are damaged, naming it', () => {
    const file = path.join(dir(), 'store.sqlite');
    database(file);
    // Overwrite pages in the middle (the header page stays intact, so the file still opens).
    const bytes = fs.readFileSync(file);
    bytes.fill(0xa5, 8 * 4096, 40 * 4096);
    fs.writeFileSync(file, bytes);
    expect(() => checkSqliteFile(file)).toThrow(new RegExp(`^${file} (is damaged|cannot be read)`));
  });
});
