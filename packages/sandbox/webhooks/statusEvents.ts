import type { EnvelopeEvent, RecipientEvent } from './events';

/** The platform's envelope statuses, as its API spells them. */
export type EnvelopeStatus =
  | 'created'
  | 'sent'
  | 'delivered'
  | 'signed'
  | 'completed'
  | 'declined'
  | 'voided'
  | 'deleted'
  | 'correct';

/** The platform's recipient statuses. */
export type RecipientStatus =
  | 'created'
  | 'sent'
  | 'delivered'
  | 'signed'
  | 'completed'
  | 'declined'
  | 'autoresponded'
  | 'faxpending';

const ENVELOPE_EVENT_OF: Partial<Record<EnvelopeStatus, EnvelopeEvent>> = {
  created: 'envelope-created',
  sent: 'envelope-sent',
  delivered: 'envelope-delivered',
  completed: 'envelope-completed',
  declined: 'envelope-declined',
  voided: 'envelope-voided',
  deleted: 'envelope-deleted',
};

const RECIPIENT_EVENT_OF: Partial<Record<RecipientStatus, RecipientEvent>> = {
  sent: 'recipient-sent',
  delivered: 'recipient-delivered',
  signed: 'recipient-completed',
  completed: 'recipient-completed',
  declined: 'recipient-declined',
  autoresponded: 'recipient-autoresponded',
};

/**
 * The event an envelope's status change triggers, or none. `from` is undefined for a new
 * envelope. A draft deleted before it was sent is discarded (`envelope-discard`); a sent envelope
 * sent again after a correction is `envelope-corrected`.
 */
export function envelopeStatusEvent(
  from: EnvelopeStatus | undefined,
  to: EnvelopeStatus,
): EnvelopeEvent | undefined {
  if (from === to) return undefined;
  if (to === 'deleted' && (from === 'created' || from === undefined)) return 'envelope-discard';
  if (to === 'sent' && from === 'correct') return 'envelope-corrected';
  return ENVELOPE_EVENT_OF[to];
}

/** The event a recipient's status change triggers, or none ("signed" is completed for Connect). */
export function recipientStatusEvent(
  from: RecipientStatus | undefined,
  to: RecipientStatus,
): RecipientEvent | undefined {
  if (from === to) return undefined;
  if ((from === 'signed' && to === 'completed') || (from === 'completed' && to === 'signed'))
    return undefined;
  return RECIPIENT_EVENT_OF[to];
}
