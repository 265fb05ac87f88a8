import { Kysely, Migrator, type Migration } from 'kysely';
import { dataFileFailure } from '../../lib/dataFiles';
import type { StoreLocation } from './location';
import { postgresDialect } from './postgres';
import { sqliteDialect, withWriteLock } from './sqlite';

/** One store (the portal's, the embedded platform's) open on its engine, migrated. */
export interface Store<Tables> {
  db: Kysely<Tables>;
  /** The engine, for the few statements that differ (row locks, SKIP LOCKED). */
  engine: StoreLocation['kind'];
  name: string;
  close(): Promise<void>;
}

/** A store that cannot open or migrate: the message names the file or DATABASE_URL. */
export class StoreError extends Error {}

const STORE_NAME = /^[a-z][a-z_]*$/;

/**
 * Opens the store `name` (an SQLite file `{name}.sqlite` in the data directory, or the schema
 * `name` of the PostgreSQL database) and brings it to the latest of its versioned migrations.
 * Migrations run in one transaction under a lock (PostgreSQL's advisory lock, SQLite's write
 * lock), so two instances starting at once run each migration once.
 */
export async function openStore<Tables>(
  name: string,
  location: StoreLocation,
  migrations: Record<string, Migration>,
): Promise<Store<Tables>> {
  if (!STORE_NAME.test(name)) throw new StoreError(`not a store name: ${name}`);
  let where: string;
  let db: Kysely<Tables>;
  let locked = <T>(work: () => Promise<T>) => work();
  if (location.kind === 'sqlite') {
    try {
      const opened = sqliteDialect(location.dataDir, name);
      where = opened.file;
      db = new Kysely<Tables>({ dialect: opened.dialect });
      locked = (work) => withWriteLock(opened.database, work);
    } catch (error) {
      throw new StoreError((error as Error).message, { cause: error });
    }
  } else {
    where = `schema "${name}" of DATABASE_URL`;
    try {
      db = new Kysely<Tables>({ dialect: (await postgresDialect(location.url, name)).dialect });
    } catch (error) {
      throw new StoreError((error as Error).message, { cause: error });
    }
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(location.kind === 'postgres' ? { migrationTableSchema: name } : {}),
  });
  try {
    // An error rolls the whole run back (SQLite) or its transaction (PostgreSQL).
    await locked(async () => {
      const { error } = await migrator.migrateToLatest();
      if (error) throw error;
    });
  } catch (error) {
    await db.destroy();
    // A full disk or a file made read-only since it opened: the file, the cause, the remedy.
    const cause = location.kind === 'sqlite' ? dataFileFailure(where, error)?.message : undefined;
    throw new StoreError(
      `the ${name} store (${where}) could not be migrated: ${cause ?? (error as Error).message}`,
      { cause: error },
    );
  }
  return { db, engine: location.kind, name, close: () => db.destroy() };
}
