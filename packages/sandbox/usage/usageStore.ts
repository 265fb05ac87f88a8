import type { UsageRow } from '../../../lib/usage/contract';
import type { SandboxDb } from '../store/db';

/**
 * The usage table (migration store/migrations/0014_api_usage.ts), kept out of store/tables.ts; a
 * type alias, since `withTables` takes record types only.
 */
export type UsageTables = {
  api_usage: {
    day: string;
    client_id: string;
    account_id: string;
    user_id: string;
    api: string;
    operation: string;
    method: string;
    status: number;
    calls: number;
    total_ms: number;
    max_ms: number;
  };
};

const usageDb = (db: SandboxDb) => db.withTables<UsageTables>();

/** One API call as the hook saw it. */
export interface ApiCall {
  day: string;
  clientId: string;
  accountId: string;
  userId: string;
  api: string;
  operation: string;
  method: string;
  status: number;
  durationMs: number;
}

/**
 * Counts a call into its day's row in one statement (insert, or add to the row another call or
 * instance wrote), so concurrent calls on any instance are all counted.
 */
export async function recordCall(db: SandboxDb, call: ApiCall): Promise<void> {
  const ms = Math.max(0, Math.round(call.durationMs));
  await usageDb(db)
    .insertInto('api_usage')
    .values({
      day: call.day,
      client_id: call.clientId,
      account_id: call.accountId,
      user_id: call.userId,
      api: call.api,
      operation: call.operation,
      method: call.method,
      status: call.status,
      calls: 1,
      total_ms: ms,
      max_ms: ms,
    })
    .onConflict((conflict) =>
      conflict
        .columns([
          'account_id',
          'day',
          'client_id',
          'user_id',
          'api',
          'operation',
          'method',
          'status',
        ])
        .doUpdateSet((eb) => ({
          calls: eb('api_usage.calls', '+', 1),
          total_ms: eb('api_usage.total_ms', '+', ms),
          // CASE, not max()/greatest(): the one spelling both engines know.
          max_ms: eb
            .case()
            .when('api_usage.max_ms', '<', ms)
            .then(ms)
            .else(eb.ref('api_usage.max_ms'))
            .end(),
        })),
    )
    .execute();
}

/**
 * An account's recorded calls between two days (both included), of one user when `userId` is
 * given, of one integration key when `clientId` is; with each key's name while the key exists.
 */
export async function usageOf(
  db: SandboxDb,
  query: { accountId: string; from: string; to: string; userId?: string; clientId?: string },
): Promise<UsageRow[]> {
  let select = usageDb(db)
    .selectFrom('api_usage as u')
    .leftJoin('applications as a', 'a.client_id', 'u.client_id')
    .select(['u.day', 'u.client_id', 'a.name', 'u.api', 'u.operation', 'u.method', 'u.status'])
    .select((eb) => [
      eb.fn.sum<number>('u.calls').as('calls'),
      eb.fn.sum<number>('u.total_ms').as('total_ms'),
      eb.fn.max<number>('u.max_ms').as('max_ms'),
    ])
    .where('u.account_id', '=', query.accountId)
    .where('u.day', '>=', query.from)
    .where('u.day', '<=', query.to);
  if (query.userId !== undefined) select = select.where('u.user_id', '=', query.userId);
  if (query.clientId !== undefined) select = select.where('u.client_id', '=', query.clientId);
  const rows = await select
    .groupBy(['u.day', 'u.client_id', 'a.name', 'u.api', 'u.operation', 'u.method', 'u.status'])
    .orderBy('u.day')
    .orderBy('u.client_id')
    .orderBy('u.operation')
    .orderBy('u.status')
    .execute();
  return rows.map((row) => ({
    day: row.day,
    integrationKey: row.client_id,
    integrationKeyName: row.name ?? null,
    api: row.api,
    operation: row.operation,
    method: row.method,
    status: Number(row.status),
    calls: Number(row.calls),
    totalMs: Number(row.total_ms),
    maxMs: Number(row.max_ms),
  }));
}
