// The data layer of the portal (server/portalStore) and the embedded platform
// (packages/sandbox/store): each opens a store of its own through it (README.md).
export { hit, peek, reset, purgeCounters, type CounterState } from './counters';
export { startHousekeeping, type Job } from './housekeeping';
export { tryLease, INSTANCE_ID } from './leases';
export { redactedUrl, type StoreLocation } from './location';
export { openStore, StoreError, type Store } from './openStore';
export { isStoreUnwritable, probeStore, StoreUnwritable, type UnwritableState } from './probe';
export { lockRow } from './rowLock';
export {
  sharedTablesMigration,
  sharedTablesOf,
  type StoreDb,
  type CountersTable,
  type LeasesTable,
  type SharedTables,
} from './sharedTables';
export { withWriteLock } from './sqlite';
