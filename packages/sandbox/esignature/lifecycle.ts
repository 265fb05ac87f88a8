import type { SandboxDb } from '../store/db';
import {
  addEvent,
  documentsOf,
  recipientsOf,
  updateEnvelope,
  updateRecipient,
  type EnvelopeRow,
  type RecipientRow,
} from './envelopeStore';
import { refuse } from './errors';
import { completesOnArrival } from './recipientTypes';

/** A status change of an envelope or of one of its recipients. */
export interface StatusChange {
  kind: 'envelope' | 'recipient';
  envelopeId: string;
  accountId: string;
  recipientId?: string;
  from: string | undefined;
  to: string;
  at: number;
}

/**
 * Who hears of status changes, in the transaction that makes them (so a change and what it
 * causes — a webhook delivery queued, a mail in the sandbox inbox — commit together or not at all).
 */
export interface EnvelopeListener {
  changed(trx: SandboxDb, envelope: EnvelopeRow, changes: StatusChange[]): Promise<void>;
}

/** The lifecycle's changes of one step, told to the listeners at its end. */
class Step {
  readonly changes: StatusChange[] = [];
  readonly at = Date.now();

  constructor(
    readonly trx: SandboxDb,
    public envelope: EnvelopeRow,
    private readonly listeners: EnvelopeListener[],
  ) {}

  async envelopeStatus(to: string, fields: Partial<EnvelopeRow> = {}) {
    const from = this.envelope.status;
    const changes = { ...fields, status: to, status_changed: this.at };
    await updateEnvelope(this.trx, this.envelope.id, changes);
    this.envelope = { ...this.envelope, ...changes, updated: this.at };
    this.changes.push({
      kind: 'envelope',
      envelopeId: this.envelope.id,
      accountId: this.envelope.account_id,
      from,
      to,
      at: this.at,
    });
  }

  async recipientStatus(recipient: RecipientRow, to: string, fields: Partial<RecipientRow> = {}) {
    await updateRecipient(this.trx, this.envelope.id, recipient.recipient_id, {
      ...fields,
      status: to,
    });
    this.changes.push({
      kind: 'recipient',
      envelopeId: this.envelope.id,
      accountId: this.envelope.account_id,
      recipientId: recipient.recipient_id,
      from: recipient.status,
      to,
      at: this.at,
    });
  }

  async done(): Promise<EnvelopeRow> {
    for (const listener of this.listeners)
      await listener.changed(this.trx, this.envelope, this.changes);
    return this.envelope;
  }
}

const FINISHED = ['completed', 'declined', 'voided'];

/**
 * Routing: the recipients of the lowest routing order not yet done get the envelope (carbon
 * copies complete on arrival; the others are `sent`); when nobody is left to act, the envelope
 * is completed.
 */
async function route(step: Step) {
  for (;;) {
    const recipients = await recipientsOf(step.trx, step.envelope.id);
    const waiting = recipients.filter((recipient) => recipient.status !== 'completed');
    if (waiting.length === 0) {
      await step.envelopeStatus('completed', { completed_at: step.at });
      await addEvent(step.trx, step.envelope.id, {
        action: 'Envelope Completed',
        actor: 'System',
        at: step.at,
      });
      return;
    }
    const order = Math.min(...waiting.map((recipient) => recipient.routing_order));
    const current = waiting.filter((recipient) => recipient.routing_order === order);
    // Still acting at this order: routing waits for them.
    if (current.some((recipient) => recipient.status !== 'created')) return;
    for (const recipient of current) {
      if (completesOnArrival(recipient.recipient_type)) {
        await step.recipientStatus(recipient, 'completed', {
          sent_at: step.at,
          signed_at: step.at,
        });
      } else {
        await step.recipientStatus(recipient, 'sent', { sent_at: step.at });
        await addEvent(step.trx, step.envelope.id, {
          action: 'Sent Invitations',
          actor: 'System',
          recipientId: recipient.recipient_id,
          detail: `${recipient.name} <${recipient.email}>`,
          at: step.at,
        });
      }
    }
    if (current.some((recipient) => !completesOnArrival(recipient.recipient_type))) return;
  }
}

/** Sends a draft: the platform's completeness check, then routing from the first order. */
export async function sendEnvelope(
  trx: SandboxDb,
  envelope: EnvelopeRow,
  listeners: EnvelopeListener[],
): Promise<EnvelopeRow> {
  if (envelope.status !== 'created') {
    throw refuse(
      400,
      'ENVELOPE_CANNOT_BE_SENT',
      `The envelope is ${envelope.status}, not a draft.`,
    );
  }
  const [recipients, documents] = await Promise.all([
    recipientsOf(trx, envelope.id),
    documentsOf(trx, envelope.id),
  ]);
  if (recipients.length === 0 || documents.length === 0 || !envelope.email_subject) {
    throw refuse(
      400,
      'ENVELOPE_IS_INCOMPLETE',
      'The Envelope is not Complete. A Complete Envelope Requires Documents, Recipients, Tabs, and a Subject Line.',
    );
  }
  const step = new Step(trx, envelope, listeners);
  await step.envelopeStatus('sent', { sent_at: step.at });
  await addEvent(trx, envelope.id, { action: 'Envelope Sent', actor: 'Sender', at: step.at });
  await route(step);
  return step.done();
}

/** A recipient opened the envelope (its signing page): delivered, and so is the envelope. */
export async function recipientViewed(
  trx: SandboxDb,
  envelope: EnvelopeRow,
  recipient: RecipientRow,
  listeners: EnvelopeListener[],
): Promise<EnvelopeRow> {
  const step = new Step(trx, envelope, listeners);
  if (recipient.status === 'sent') {
    await step.recipientStatus(recipient, 'delivered', { delivered_at: step.at });
    await addEvent(trx, envelope.id, {
      action: 'Viewed',
      actor: recipient.name,
      recipientId: recipient.recipient_id,
      at: step.at,
    });
  }
  if (envelope.status === 'sent') await step.envelopeStatus('delivered', { delivered_at: step.at });
  return step.done();
}

function checkActing(envelope: EnvelopeRow, recipient: RecipientRow) {
  if (FINISHED.includes(envelope.status) || envelope.status === 'created') {
    throw refuse(
      400,
      'ENVELOPE_INVALID_STATUS',
      `The envelope is ${envelope.status}: nothing more can be signed.`,
    );
  }
  if (!['sent', 'delivered'].includes(recipient.status)) {
    throw refuse(
      400,
      'RECIPIENT_NOT_IN_SEQUENCE',
      `Recipient ${recipient.recipient_id} is ${recipient.status}: it is not their turn.`,
    );
  }
}

/** A recipient finished (signed): completed, and the routing moves on. */
export async function recipientCompleted(
  trx: SandboxDb,
  envelope: EnvelopeRow,
  recipient: RecipientRow,
  tabs: string,
  listeners: EnvelopeListener[],
): Promise<EnvelopeRow> {
  checkActing(envelope, recipient);
  const step = new Step(trx, envelope, listeners);
  if (recipient.status === 'sent') {
    await step.recipientStatus(recipient, 'delivered', { delivered_at: step.at });
    recipient = { ...recipient, status: 'delivered' };
  }
  if (envelope.status === 'sent') await step.envelopeStatus('delivered', { delivered_at: step.at });
  await step.recipientStatus(recipient, 'completed', { signed_at: step.at, tabs });
  await addEvent(trx, envelope.id, {
    action: 'Signed',
    actor: recipient.name,
    recipientId: recipient.recipient_id,
    at: step.at,
  });
  await route(step);
  return step.done();
}

/** A recipient declined: the envelope is declined, and nobody else gets it. */
export async function recipientDeclined(
  trx: SandboxDb,
  envelope: EnvelopeRow,
  recipient: RecipientRow,
  reason: string,
  listeners: EnvelopeListener[],
): Promise<EnvelopeRow> {
  checkActing(envelope, recipient);
  const step = new Step(trx, envelope, listeners);
  await step.recipientStatus(recipient, 'declined', {
    declined_at: step.at,
    declined_reason: reason,
  });
  await step.envelopeStatus('declined', { declined_at: step.at });
  await addEvent(trx, envelope.id, {
    action: 'Declined',
    actor: recipient.name,
    recipientId: recipient.recipient_id,
    detail: reason,
    at: step.at,
  });
  return step.done();
}

/** The sender voids an envelope in process (sent or delivered), giving a reason. */
export async function voidEnvelope(
  trx: SandboxDb,
  envelope: EnvelopeRow,
  reason: string,
  listeners: EnvelopeListener[],
): Promise<EnvelopeRow> {
  if (!['sent', 'delivered'].includes(envelope.status)) {
    throw refuse(
      400,
      'ENVELOPE_CANNOT_VOID_INVALID_STATE',
      `Only envelopes in process can be voided; this one is ${envelope.status}.`,
    );
  }
  if (!reason.trim()) {
    throw refuse(400, 'INVALID_REQUEST_PARAMETER', 'voidedReason is required to void an envelope.');
  }
  const step = new Step(trx, envelope, listeners);
  await step.envelopeStatus('voided', { voided_at: step.at, voided_reason: reason });
  await addEvent(trx, envelope.id, {
    action: 'Voided',
    actor: 'Sender',
    detail: reason,
    at: step.at,
  });
  return step.done();
}
