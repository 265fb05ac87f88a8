import type { SandboxDb } from '../store/db';
import type { AttemptRow, DeliveryRow } from './deliveries';

/** A page of an account's deliveries, newest first, with each one's attempts. */
export async function listDeliveries(
  db: SandboxDb,
  accountId: string,
  { count, startPosition }: { count: number; startPosition: number },
): Promise<{ deliveries: DeliveryRow[]; attempts: AttemptRow[]; total: number }> {
  const [deliveries, { total }] = await Promise.all([
    db
      .selectFrom('connect_deliveries')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created', 'desc')
      .orderBy('seq', 'desc')
      .limit(count)
      .offset(startPosition)
      .execute(),
    db
      .selectFrom('connect_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  return { deliveries, attempts: await attemptsOf(db, deliveries), total: Number(total) };
}

export async function attemptsOf(db: SandboxDb, deliveries: DeliveryRow[]): Promise<AttemptRow[]> {
  if (deliveries.length === 0) return [];
  return db
    .selectFrom('connect_attempts')
    .selectAll()
    .where(
      'delivery_id',
      'in',
      deliveries.map((delivery) => delivery.id),
    )
    .orderBy('attempt')
    .execute();
}

/**
 * Makes a delivery due now for one more attempt (whatever became of it), unless a worker is
 * sending it at this moment: 'queued', 'busy' or 'missing'.
 */
export async function resendDelivery(
  db: SandboxDb,
  accountId: string,
  id: string,
  now = Date.now(),
): Promise<'queued' | 'busy' | 'missing'> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('connect_deliveries')
      .set({ state: 'pending', next_attempt_at: now })
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .where((eb) => eb.or([eb('claim_until', 'is', null), eb('claim_until', '<', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return 'queued';
    const exists = await trx
      .selectFrom('connect_deliveries')
      .select('id')
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
    return exists ? 'busy' : 'missing';
  });
}

/**
 * Queues an envelope's undelivered messages again, due now (the retry queue of the platform's
 * Connect API, "after your listener was down"); answers how many.
 */
export async function requeueEnvelope(
  db: SandboxDb,
  accountId: string,
  envelopeId: string,
  now = Date.now(),
): Promise<number> {
  const result = await db.transaction().execute((trx) =>
    trx
      .updateTable('connect_deliveries')
      .set({ state: 'pending', next_attempt_at: now })
      .where('account_id', '=', accountId)
      .where('envelope_id', '=', envelopeId)
      .where('state', 'in', ['pending', 'failed'])
      .where((eb) => eb.or([eb('claim_until', 'is', null), eb('claim_until', '<', now)]))
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows);
}

/** The account's attempts within a time range, newest first, with their deliveries' fields. */
export function attemptLog(
  db: SandboxDb,
  accountId: string,
  { from, to, limit }: { from?: number; to?: number; limit: number },
) {
  let query = db
    .selectFrom('connect_attempts as a')
    .innerJoin('connect_deliveries as d', 'd.id', 'a.delivery_id')
    .select([
      'a.id',
      'a.attempt',
      'a.at',
      'a.ok',
      'a.error',
      'a.status_code',
      'd.envelope_id',
      'd.url',
      'd.account_id',
    ])
    .where('a.account_id', '=', accountId);
  if (from !== undefined) query = query.where('a.at', '>=', from);
  if (to !== undefined) query = query.where('a.at', '<', to);
  return query.orderBy('a.at', 'desc').orderBy('a.id').limit(limit).execute();
}
