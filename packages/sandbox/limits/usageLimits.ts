import type { KeyLimitUse, UsageLimits, UsageRow } from '../../../lib/usage/contract';
import type { SandboxDb } from '../store/db';
import { listApplications } from '../store/applications';
import { limitsOf } from './counting';
import type { ApiLimits } from './options';

/**
 * The usage report's `limits`: where the account stands against its hourly and burst limits now,
 * and each key's share, for the keys the report may name — the account's keys for an
 * administrator, and for anyone the keys of the rows they see. Keys that made no call this hour
 * are left out.
 */
export async function usageLimits(
  db: SandboxDb,
  limits: ApiLimits,
  accountId: string,
  rows: UsageRow[],
  withAccountKeys: boolean,
): Promise<UsageLimits> {
  const names = new Map<string, string | null>();
  if (withAccountKeys) {
    for (const key of await listApplications(db, accountId)) names.set(key.client_id, key.name);
  }
  for (const row of rows) {
    if (!names.get(row.integrationKey)) names.set(row.integrationKey, row.integrationKeyName);
  }
  const now = Date.now();
  const account = await limitsOf(db, limits, accountId, undefined, now);
  const keys: KeyLimitUse[] = [];
  for (const [integrationKey, integrationKeyName] of names) {
    const key = await limitsOf(db, limits, accountId, integrationKey, now);
    if (key.hourly.used === 0) continue;
    keys.push({
      integrationKey,
      integrationKeyName,
      hourly: key.hourly.used,
      burst: key.burst.used,
    });
  }
  keys.sort((a, b) => b.hourly - a.hourly || a.integrationKey.localeCompare(b.integrationKey));
  return { hourly: account.hourly, burst: account.burst, keys };
}
