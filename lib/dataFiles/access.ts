import fs from 'node:fs';
import path from 'node:path';
import { DataFileError } from './dataFileError';

const serverUser = () =>
  typeof process.getuid === 'function'
    ? `the server's user (uid ${process.getuid()})`
    : 'the server';

/** The cause and the remedy of a system error met on a data file or folder, by its code. */
function explain(code: string, readable: boolean): { problem: string; advice: string } | undefined {
  if (code.startsWith('ENOSPC') || code === 'SQLITE_FULL')
    return {
      problem: `cannot be written: the disk is full (${code})`,
      advice: 'free space on its disk, or set DATA_DIR to a disk with room',
    };
  if (code === 'EDQUOT')
    return {
      problem: `cannot be written: the disk quota is used up (${code})`,
      advice: `free space within the quota of ${serverUser()}, or raise it`,
    };
  if (code === 'EROFS')
    return {
      problem: `is on a read-only file system (${code})`,
      advice: 'mount it read-write, or set DATA_DIR to a writable folder',
    };
  if (code === 'EISDIR')
    return {
      problem: `is a folder where a file belongs (${code})`,
      advice: 'move the folder away (the server creates the file)',
    };
  if (code === 'ENOTDIR')
    return {
      problem: `is a file where a folder belongs (${code})`,
      advice: 'move the file away, or set DATA_DIR to a folder',
    };
  if (code === 'EACCES' || code === 'EPERM' || code.startsWith('SQLITE_READONLY'))
    return {
      problem: readable ? `is read-only (${code})` : `cannot be read (${code})`,
      advice:
        code === 'EPERM'
          ? `give ${serverUser()} write permission on it, and clear any immutable flag (chattr -i)`
          : `give ${serverUser()} read and write permission on it`,
    };
  return undefined;
}

/** Less than 1 MiB left for the server's user on the disk of `folder`. */
function diskFull(folder: string): boolean {
  try {
    const { bavail, bsize } = fs.statfsSync(folder);
    return bavail * bsize < 1024 * 1024;
  } catch {
    return false;
  }
}

const readable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return true;
  } catch {
    return false;
  }
};

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * What the server needs of a data file or folder it keeps state in: to be of its kind, readable
 * and writable (a folder also searchable: SQLite makes its `-wal` and `-shm` files beside the
 * database). A missing one is fine (created later); otherwise a DataFileError naming it, the
 * cause and the remedy. As root every permission check passes, except on a read-only file system
 * and for an immutable file, as writes would.
 */
export function checkAccess(target: string, kind: 'file' | 'folder'): void {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return;
  if (kind === 'file' && stat.isDirectory()) throw failure(target, 'EISDIR', true);
  if (kind === 'folder' && !stat.isDirectory()) throw failure(target, 'ENOTDIR', true);
  const mode = kind === 'folder' ? fs.constants.X_OK : 0;
  try {
    fs.accessSync(target, fs.constants.R_OK | mode);
  } catch (error) {
    throw failure(target, codeOf(error) ?? 'EACCES', false);
  }
  try {
    fs.accessSync(target, fs.constants.W_OK);
  } catch (error) {
    throw failure(target, codeOf(error) ?? 'EACCES', true);
  }
}

function failure(target: string, code: string, readable: boolean): DataFileError {
  const { problem, advice } = explain(code, readable)!;
  return new DataFileError(target, problem, advice);
}

/**
 * The error met while using `file` (writing a secret, opening or migrating a database) as a
 * DataFileError naming the file, its cause and remedy, when its code says what went wrong: a
 * full disk, a read-only file or folder, a folder where a file belongs. For SQLite's read-only
 * and cannot-open errors, the file and its folder are checked to name the real cause (the
 * folder is read-only, so SQLite cannot make its `-wal` file). Undefined for any other error.
 */
export function dataFileFailure(file: string, error: unknown): DataFileError | undefined {
  if (error instanceof DataFileError) return error;
  const code = codeOf(error);
  if (!code) return undefined;
  // A system error names the path it failed on (a parent folder, a draft beside the file).
  const where = (error as { path?: unknown }).path;
  if (typeof where === 'string' && !where.startsWith(file)) file = where;
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN')) {
    for (const [target, kind] of [
      [path.dirname(file), 'folder'],
      [file, 'file'],
      [`${file}-wal`, 'file'],
      [`${file}-shm`, 'file'],
    ] as const) {
      try {
        checkAccess(target, kind);
      } catch (found) {
        return found as DataFileError;
      }
    }
    if (code.startsWith('SQLITE_CANTOPEN')) return undefined;
  }
  // SQLite says "disk I/O error" when it cannot grow its files on a full disk: the disk is asked.
  const full = code.startsWith('SQLITE_IOERR') && diskFull(path.dirname(file));
  const explained = explain(full ? `ENOSPC, ${code}` : code, readable(file));
  return explained && new DataFileError(file, explained.problem, explained.advice);
}
