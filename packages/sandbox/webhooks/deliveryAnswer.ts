import type { WebhookAttempt, WebhookDelivery } from '../../../lib/webhooks/contract';
import { platformDateTime } from '../http/dates';
import { attemptBody } from './attempt';
import type { AttemptRow, DeliveryRow } from './deliveries';

/** One attempt at a delivery, as the deliveries page shows it. */
const attemptAnswer = (attempt: AttemptRow): WebhookAttempt => ({
  attempt: attempt.attempt,
  attemptedDateTime: platformDateTime(attempt.at)!,
  ok: attempt.ok === 1,
  statusCode: attempt.status_code ?? undefined,
  error: attempt.error ?? undefined,
  durationMs: attempt.duration_ms,
  responseSnippet: attempt.response_snippet,
});

/**
 * A delivery for the management API (the portal's deliveries page): the event, its listener,
 * where it stands (`pending`: to send or to retry, `delivered`, `failed`: given up), its
 * attempts and the message (`payload`: as its last attempt sent it, or as queued).
 */
export function deliveryAnswer(
  delivery: DeliveryRow,
  attempts: AttemptRow[] = [],
): WebhookDelivery {
  return {
    deliveryId: delivery.id,
    event: delivery.event,
    envelopeId: delivery.envelope_id,
    recipientId: delivery.recipient_id ?? undefined,
    source: delivery.source as WebhookDelivery['source'],
    configurationId: delivery.configuration_id ?? undefined,
    url: delivery.url,
    status: delivery.state as WebhookDelivery['status'],
    attempts: delivery.attempts,
    lastStatusCode: delivery.last_status ?? undefined,
    lastError: delivery.last_error ?? undefined,
    createdDateTime: platformDateTime(delivery.created)!,
    lastAttemptDateTime: platformDateTime(delivery.last_attempt_at),
    nextAttemptDateTime:
      delivery.state === 'pending' ? platformDateTime(delivery.next_attempt_at) : undefined,
    includeHMAC: delivery.include_hmac === 1,
    requireAcknowledgment: delivery.require_ack === 1,
    payload: JSON.parse(
      attemptBody({ ...delivery, attempts: Math.max(delivery.attempts - 1, 0) }),
    ) as unknown,
    attemptLog: attempts
      .filter((attempt) => attempt.delivery_id === delivery.id)
      .map(attemptAnswer),
  };
}
