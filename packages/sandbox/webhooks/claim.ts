import type { ExpressionBuilder } from 'kysely';
import type { SandboxDb, SandboxStore } from '../store/db';
import type { SandboxTables } from '../store/tables';
import type { DeliveryRow } from './deliveries';

export interface Claim {
  /** The claiming worker (instance and worker). */
  holder: string;
  /** How long the claim holds: longer than one attempt can take, shorter than a restart. */
  ttlMs: number;
  limit: number;
  now?: number;
}

/** Due, and not claimed by a live worker: a claim past its time is free again (its holder died). */
const due = (now: number) => (eb: ExpressionBuilder<SandboxTables, 'connect_deliveries'>) =>
  eb.and([
    eb('state', '=', 'pending'),
    eb('next_attempt_at', '<=', now),
    eb.or([eb('claim_until', 'is', null), eb('claim_until', '<', now)]),
  ]);

/** The ids of the first `limit` due deliveries, oldest first. */
const dueIds = (db: SandboxDb, now: number, limit: number) =>
  db
    .selectFrom('connect_deliveries')
    .select('id')
    .where(due(now))
    .orderBy('next_attempt_at')
    .orderBy('created')
    .orderBy('seq')
    .limit(limit);

/**
 * Claims up to `limit` due deliveries for `holder`, exactly once across every instance sharing
 * the store: on PostgreSQL the due rows are locked with FOR UPDATE SKIP LOCKED (a second
 * worker passes over them) and marked in the same transaction; on SQLite one UPDATE ...
 * RETURNING under the database's write lock. Answers them oldest first.
 */
export async function claimDue(
  { db, engine }: SandboxStore,
  { holder, ttlMs, limit, now = Date.now() }: Claim,
): Promise<DeliveryRow[]> {
  const claim = { claimed_by: holder, claim_until: now + ttlMs };
  const claimed = await db.transaction().execute(async (trx) => {
    if (engine === 'postgres') {
      const ids = await dueIds(trx, now, limit).forUpdate().skipLocked().execute();
      if (ids.length === 0) return [];
      return trx
        .updateTable('connect_deliveries')
        .set(claim)
        .where(
          'id',
          'in',
          ids.map((row) => row.id),
        )
        .returningAll()
        .execute();
    }
    return trx
      .updateTable('connect_deliveries')
      .set(claim)
      .where('id', 'in', dueIds(trx, now, limit))
      .returningAll()
      .execute();
  });
  return claimed.sort((a, b) => a.created - b.created || a.seq - b.seq);
}

/**
 * Keeps a claim alive before its next attempt (a worker sends one envelope's deliveries in
 * turn); false when the claim is no longer this holder's, and the delivery must not be sent.
 */
export async function renewClaim(
  { db }: SandboxStore,
  id: string,
  { holder, ttlMs, now = Date.now() }: Omit<Claim, 'limit'>,
): Promise<boolean> {
  // In a transaction: on SQLite it waits for the write lock without blocking the event loop.
  const result = await db.transaction().execute((trx) =>
    trx
      .updateTable('connect_deliveries')
      .set({ claim_until: now + ttlMs })
      .where('id', '=', id)
      .where('claimed_by', '=', holder)
      .where('state', '=', 'pending')
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) === 1;
}

/** Gives claimed deliveries back, due as they were, for any worker to take. */
export async function releaseClaims(
  { db }: SandboxStore,
  deliveries: DeliveryRow[],
  holder: string,
) {
  if (deliveries.length === 0) return;
  await db.transaction().execute((trx) =>
    trx
      .updateTable('connect_deliveries')
      .set({ claimed_by: null, claim_until: null })
      .where(
        'id',
        'in',
        deliveries.map((delivery) => delivery.id),
      )
      .where('claimed_by', '=', holder)
      .execute(),
  );
}
