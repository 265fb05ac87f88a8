import Database from 'libsql';

/**
 * An SQLite file opened for reading only, as a test looks into a store's file: libsql takes the
 * `readonly` option but ignores it, so the connection is made `query_only` and the engine itself
 * refuses its writes (SQLITE_READONLY).
 */
export function readOnlySqlite(file: string): Database.Database {
  const database = new Database(file);
  database.pragma('query_only = ON');
  return database;
}
