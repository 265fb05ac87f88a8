import { randomUUID } from 'node:crypto';
import type { SandboxDb } from '../store/db';
import type { SandboxTables } from '../store/tables';

export type DeliveryRow = SandboxTables['connect_deliveries'];
export type AttemptRow = SandboxTables['connect_attempts'];

/** One message for one listener, ready to queue. */
export interface NewDelivery {
  accountId: string;
  envelopeId: string;
  recipientId?: string;
  event: string;
  source: 'configuration' | 'envelope' | 'test';
  configurationId: string | null;
  url: string;
  /** The JSON SIM message, exactly as it is signed and sent (with retryCount 0). */
  body: string;
  includeHMAC: boolean;
  requireAcknowledgment: boolean;
}

/**
 * Queues deliveries, due now, in `db` (the transaction of the status change that raised them):
 * they commit with it or not at all. `seq` keeps their order within the change.
 */
export async function enqueueDeliveries(
  db: SandboxDb,
  deliveries: NewDelivery[],
  now = Date.now(),
): Promise<DeliveryRow[]> {
  if (deliveries.length === 0) return [];
  const rows: DeliveryRow[] = deliveries.map((delivery, seq) => ({
    id: randomUUID(),
    account_id: delivery.accountId,
    envelope_id: delivery.envelopeId,
    recipient_id: delivery.recipientId ?? null,
    event: delivery.event,
    source: delivery.source,
    configuration_id: delivery.configurationId,
    url: delivery.url,
    body: delivery.body,
    include_hmac: delivery.includeHMAC ? 1 : 0,
    require_ack: delivery.requireAcknowledgment ? 1 : 0,
    state: 'pending',
    attempts: 0,
    next_attempt_at: now,
    claimed_by: null,
    claim_until: null,
    last_attempt_at: null,
    last_status: null,
    last_error: null,
    created: now,
    seq,
  }));
  await db.insertInto('connect_deliveries').values(rows).execute();
  return rows;
}

export function findDelivery(
  db: SandboxDb,
  accountId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('connect_deliveries')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}
