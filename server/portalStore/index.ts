import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { type StoreLocation, openStore, type Store } from '@developer-center/store';
import { portalMigrations } from './migrations';
import type { PortalTables } from './tables';

export type { PortalTables } from './tables';
export type PortalDb = Kysely<PortalTables>;
export type PortalStore = Store<PortalTables>;

/**
 * An earlier build kept sign-ups alone in `signups.sqlite`: the portal store takes it over as
 * `portal.sqlite` (with its WAL), so no sign-up is left behind. Done once, before opening.
 */
function adoptSignupsFile(dataDir: string, log: (line: string) => void) {
  const legacy = path.join(dataDir, 'signups.sqlite');
  const current = path.join(dataDir, 'portal.sqlite');
  if (!fs.existsSync(legacy) || fs.existsSync(current)) return;
  for (const suffix of ['-wal', '-shm', '']) {
    if (fs.existsSync(legacy + suffix)) fs.renameSync(legacy + suffix, current + suffix);
  }
  log(`${legacy} is now ${current}`);
}

/** The portal's store: sign-ups, limits and leases; SQLite in the data directory or PostgreSQL. */
export function openPortalStore(
  location: StoreLocation,
  log: (line: string) => void = () => undefined,
): Promise<PortalStore> {
  if (location.kind === 'sqlite') adoptSignupsFile(location.dataDir, log);
  return openStore<PortalTables>('portal', location, portalMigrations);
}
