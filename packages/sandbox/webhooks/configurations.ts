import { randomInt } from 'node:crypto';
import type { SandboxDb, SandboxStore } from '../store/db';
import type { SandboxTables } from '../store/tables';
import { withinAccountLimit } from './accountLimit';
import type { ConnectSettings } from './settings';

/** A Connect configuration of an account, as kept. */
export interface StoredConfiguration {
  id: string;
  accountId: string;
  settings: ConnectSettings;
  created: number;
  updated: number;
}

/** Configurations per account (the limit keeps one account's listeners from flooding the queue). */
export const CONFIGURATION_LIMIT = 100;

const toStored = (row: SandboxTables['connect_configurations']): StoredConfiguration => ({
  id: row.id,
  accountId: row.account_id,
  settings: JSON.parse(row.settings) as ConnectSettings,
  created: Number(row.created),
  updated: Number(row.updated),
});

export async function listConfigurations(
  db: SandboxDb,
  accountId: string,
): Promise<StoredConfiguration[]> {
  const rows = await db
    .selectFrom('connect_configurations')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created')
    .orderBy('id')
    .execute();
  return rows.map(toStored);
}

export async function findConfiguration(
  db: SandboxDb,
  accountId: string,
  id: string,
): Promise<StoredConfiguration | undefined> {
  const row = await db
    .selectFrom('connect_configurations')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toStored(row);
}

/**
 * Stores a new configuration under a numeric id (the platform's connectId is a number), or
 * answers undefined at the account's limit.
 */
export async function createConfiguration(
  store: SandboxStore,
  accountId: string,
  settings: ConnectSettings,
): Promise<StoredConfiguration | undefined> {
  const table = 'connect_configurations';
  return withinAccountLimit(store, table, accountId, CONFIGURATION_LIMIT, async (trx) => {
    const now = Date.now();
    for (;;) {
      const row = {
        id: String(randomInt(10_000_000, 100_000_000)),
        account_id: accountId,
        settings: JSON.stringify(settings),
        created: now,
        updated: now,
      };
      const inserted = await trx
        .insertInto('connect_configurations')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      // A taken id (one in 90 million per configuration) draws another.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return toStored(row);
    }
  });
}

export async function updateConfiguration(
  db: SandboxDb,
  configuration: StoredConfiguration,
  settings: ConnectSettings,
): Promise<StoredConfiguration> {
  const updated = Date.now();
  await db
    .updateTable('connect_configurations')
    .set({ settings: JSON.stringify(settings), updated })
    .where('id', '=', configuration.id)
    .where('account_id', '=', configuration.accountId)
    .execute();
  return { ...configuration, settings, updated };
}

/** Deletes a configuration; deliveries already queued for it are still sent. */
export async function deleteConfiguration(
  db: SandboxDb,
  accountId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('connect_configurations')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
