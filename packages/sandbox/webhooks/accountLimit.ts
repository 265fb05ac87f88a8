import { lockRow } from '@developer-center/store';
import type { SandboxDb, SandboxStore } from '../store/db';

/**
 * Runs `add` in a transaction holding the account's row lock, if the account has fewer than
 * `limit` rows in `table`; undefined at the limit. Creates through several instances at once
 * never pass it together.
 */
export function withinAccountLimit<T>(
  { db, engine }: SandboxStore,
  table: 'connect_configurations' | 'connect_hmac_keys',
  accountId: string,
  limit: number,
  add: (trx: SandboxDb) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockRow(trx, engine, 'accounts', 'id', accountId);
    const { count } = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(count) >= limit ? undefined : add(trx);
  });
}
