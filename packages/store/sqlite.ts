import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { SqliteDialect, SqliteDriver } from 'kysely';
import { checkAccess, dataFileFailure } from '../../lib/dataFiles';
import { checkSqliteFile } from './sqliteFile';

/**
 * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE): two processes on one
 * data directory then wait for each other instead of failing when a transaction that read
 * first tries to write after the other one committed. The wait for the lock is asynchronous
 * (see takeWriteLock), so a busy database never blocks this process's event loop.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  constructor(private readonly database: Database.Database) {
    super({ database });
  }

  override async beginTransaction(): Promise<void> {
    await takeWriteLock(this.database);
  }

  /**
   * libsql's close() leaves the connection open until its prepared statements are collected, so
   * the checkpoint SQLite makes when the last connection closes does not run and the last writes
   * stay in the -wal file. The store checkpoints first, as that close would.
   */
  override async destroy(): Promise<void> {
    try {
      this.database.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // Another connection is reading: the last one to close checkpoints.
    }
    await super.destroy();
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly database: Database.Database) {
    super({ database });
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.database);
  }
}

const LOCK_TIMEOUT_MS = 30_000;
/**
 * A new database file appears whole: it is made aside (its header written by switching it to
 * WAL) and linked into place. A file SQLite creates in place is empty until its first write,
 * and another instance starting at that moment would take it for a damaged empty file.
 */
function createWhole(file: string) {
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.new`;
  const database = new Database(aside);
  try {
    database.pragma('journal_mode = WAL');
  } finally {
    database.close();
  }
  try {
    fs.linkSync(aside, file);
  } catch (error) {
    // Another instance made it first: theirs is whole too.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${aside}${suffix}`, { force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * BEGIN IMMEDIATE, retried every few milliseconds while another connection holds the write
 * lock (busy_timeout would wait synchronously, stopping every request of this process),
 * until LOCK_TIMEOUT_MS have passed.
 */
async function takeWriteLock(database: Database.Database): Promise<void> {
  // libsql's pragma(…, { simple: true }) gives the row, not the value (a column named timeout).
  const [setting] = database.pragma('busy_timeout') as Record<string, number>[];
  const busyTimeout = Object.values(setting ?? {})[0] ?? 0;
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  database.pragma('busy_timeout = 0');
  try {
    for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
      try {
        database.exec('BEGIN IMMEDIATE');
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline)
          throw error;
        await sleep(wait);
      }
    }
  } finally {
    database.pragma(`busy_timeout = ${busyTimeout}`);
  }
}

/** An open SQLite file: Kysely's dialect over it, its path and the driver's handle. */
export interface SqliteFile {
  dialect: SqliteDialect;
  file: string;
  database: Database.Database;
}

/**
 * `{dataDir}/{name}.sqlite`, checked first (an empty, foreign or damaged file, one the server
 * may not read and write, or a read-only data folder stops start-up naming it and the cause). WAL with synchronous NORMAL: a committed write survives the process being killed
 * (kill -9); foreign keys on.
 */
export function sqliteDialect(dataDir: string, name: string): SqliteFile {
  const file = path.join(dataDir, `${name}.sqlite`);
  let database: Database.Database | undefined;
  try {
    // SQLite makes its -wal and -shm files beside the database: the folder must be writable too.
    checkAccess(dataDir, 'folder');
    for (const part of [file, `${file}-wal`, `${file}-shm`]) checkAccess(part, 'file');
    createWhole(file);
    checkSqliteFile(file);
    database = new Database(file);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 10000');
  } catch (error) {
    database?.close();
    // A read-only file or folder, a full disk: named with its cause, never SQLite's words alone.
    throw dataFileFailure(file, error) ?? error;
  }
  return { dialect: new ImmediateSqliteDialect(database), file, database };
}

/**
 * Runs `work` holding the database's write lock (BEGIN IMMEDIATE ... COMMIT), so another
 * process (or another store in this process) migrating the same file waits its turn. Kysely's
 * migrator runs SQLite migrations without a transaction of its own, so this is the migration
 * lock on SQLite.
 */
export async function withWriteLock<T>(
  database: Database.Database,
  work: () => Promise<T>,
): Promise<T> {
  await takeWriteLock(database);
  try {
    const result = await work();
    database.exec('COMMIT');
    return result;
  } catch (error) {
    if (database.inTransaction) database.exec('ROLLBACK');
    throw error;
  }
}
