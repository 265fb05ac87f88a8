import fs from 'node:fs';
import Database from 'libsql';
import { checkAccess, dataFileFailure, DataFileError } from '../../lib/dataFiles';

const ADVICE = 'restore it from a backup, or move it away to start with a new one';

/**
 * Checks an SQLite file before a store opens it: a missing file is fine (the store creates it),
 * an empty one, one that is not a database, or one whose pages are damaged
 * (`PRAGMA quick_check`) stops start-up with an error naming the file; so does one the server
 * may not read and write (its permissions, a read-only file system), naming that cause instead
 * of advising a backup.
 */
export function checkSqliteFile(file: string): void {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return;
  checkAccess(file, 'file');
  if (!stat.isFile()) throw new DataFileError(file, 'is not a file', ADVICE);
  if (stat.size === 0) throw new DataFileError(file, 'is empty (0 bytes)', ADVICE);
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true });
    // A WAL file from an earlier run is part of the database: quick_check reads it too.
    const rows = db.pragma('quick_check') as { quick_check: string }[];
    const problems = rows.map((row) => row.quick_check).filter((line) => line !== 'ok');
    if (problems.length > 0) {
      throw new DataFileError(file, `is damaged (${problems.slice(0, 3).join('; ')})`, ADVICE);
    }
  } catch (error) {
    // Permissions, a full disk: the cause named, not taken for a damaged file.
    const failure = dataFileFailure(file, error);
    if (failure) throw failure;
    throw new DataFileError(
      file,
      `cannot be read as a database (${(error as Error).message})`,
      ADVICE,
    );
  } finally {
    db?.close();
  }
}
