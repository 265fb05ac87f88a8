import type { Kysely } from 'kysely';
import { type StoreLocation, openStore, type Store } from '@developer-center/store';
import { sandboxMigrations } from './migrations';
import type { SandboxTables } from './tables';

export type SandboxDb = Kysely<SandboxTables>;
export type SandboxStore = Store<SandboxTables>;

/**
 * The embedded platform's store: `{dataDir}/sandbox.sqlite`, or the schema `sandbox` of the
 * PostgreSQL database, migrated to its latest version. A file that is empty, damaged or not a
 * database stops start-up naming it (packages/store).
 */
export function openSandboxStore(location: StoreLocation): Promise<SandboxStore> {
  return openStore<SandboxTables>('sandbox', location, sandboxMigrations);
}
