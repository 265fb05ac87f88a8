import { randomUUID } from 'node:crypto';
import { deliver, type DeliveryResult } from './deliver';
import { nextAttemptDelay, type RetrySchedule } from './retry';
import { signatureHeaders } from './hmac';
import type { ListenerPolicy } from './listenerPolicy';
import type { SandboxDb } from '../store/db';
import type { DeliveryRow } from './deliveries';
import { signingKeys } from './hmacKeys';

/** Where and how deliveries are sent, and retried. */
export interface DeliveryRules {
  policy: ListenerPolicy;
  schedule: RetrySchedule;
}

/** The message of an attempt: as queued, with its retryCount (the attempts made before it). */
export function attemptBody(delivery: DeliveryRow): string {
  const message = JSON.parse(delivery.body) as Record<string, unknown>;
  message.retryCount = delivery.attempts;
  return JSON.stringify(message);
}

/**
 * One attempt at a claimed delivery: signed with the account's HMAC keys as they are now (when
 * its listener asked for HMAC), POSTed under the listener policy, and recorded.
 */
export async function attemptDelivery(
  db: SandboxDb,
  delivery: DeliveryRow,
  holder: string,
  rules: DeliveryRules,
): Promise<DeliveryResult> {
  const body = attemptBody(delivery);
  const keys = delivery.include_hmac ? await signingKeys(db, delivery.account_id) : [];
  const at = Date.now();
  const result = await deliver(delivery.url, body, signatureHeaders(body, keys), rules.policy);
  await recordAttempt(db, delivery, result, { holder, at, schedule: rules.schedule });
  return result;
}

/**
 * Records an attempt and what follows: delivered; else, when the listener must acknowledge
 * (requireAcknowledgment), the next try after the schedule's wait, or given up (failed) once
 * the schedule is over; without acknowledgment, failed after one attempt. The delivery is
 * released only by the claim's holder.
 */
export async function recordAttempt(
  db: SandboxDb,
  delivery: DeliveryRow,
  result: DeliveryResult,
  { holder, at, schedule }: { holder: string; at: number; schedule: RetrySchedule },
): Promise<void> {
  const attempt = delivery.attempts + 1;
  const delay =
    result.ok || !delivery.require_ack ? undefined : nextAttemptDelay(attempt, schedule);
  const state = result.ok ? 'delivered' : delay === undefined ? 'failed' : 'pending';
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('connect_attempts')
      .values({
        id: randomUUID(),
        delivery_id: delivery.id,
        account_id: delivery.account_id,
        attempt,
        at,
        ok: result.ok ? 1 : 0,
        status_code: result.status ?? null,
        error: result.error ?? null,
        duration_ms: Math.round(result.durationMs),
        response_snippet: result.responseSnippet,
      })
      .execute();
    await trx
      .updateTable('connect_deliveries')
      .set({
        attempts: attempt,
        state,
        next_attempt_at: delay === undefined ? null : at + Math.round(result.durationMs) + delay,
        last_attempt_at: at,
        last_status: result.status ?? null,
        last_error: result.error ?? null,
        claimed_by: null,
        claim_until: null,
      })
      .where('id', '=', delivery.id)
      .where('claimed_by', '=', holder)
      .execute();
  });
}
