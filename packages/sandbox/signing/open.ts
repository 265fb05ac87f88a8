import type { SandboxContext } from '../context';
import { recipientsOf, type EnvelopeRow, type RecipientRow } from '../esignature/envelopeStore';
import { recipientViewed } from '../esignature/lifecycle';
import { underEnvelopeLock } from '../esignature/locked';
import type { SandboxDb } from '../store/db';
import { consumeLink, type LinkRow } from './links';
import { createSession, endRecipientSessions } from './sessions';

/** What opening a link leads to. */
export type Opened =
  | { kind: 'session'; id: string; secret: string }
  | { kind: 'used' }
  | { kind: 'expired'; returnUrl: string }
  | { kind: 'closed'; title: string; message: string; returnUrl?: string };

const IN_PROCESS = ['sent', 'delivered'];

/** Why a recipient has nothing (more) to do in this envelope. */
function closed(envelope: EnvelopeRow, recipient: RecipientRow | undefined, link: LinkRow): Opened {
  const returnUrl = link.return_url ?? undefined;
  if (envelope.status === 'voided') {
    return {
      kind: 'closed',
      title: 'This envelope was voided',
      message: `The sender voided it${envelope.voided_reason ? `: ${envelope.voided_reason}` : '.'}`,
      returnUrl,
    };
  }
  if (envelope.status === 'declined') {
    return {
      kind: 'closed',
      title: 'This envelope was declined',
      message: 'A recipient declined to sign it, so nobody signs it any more.',
      returnUrl,
    };
  }
  if (!recipient) {
    return {
      kind: 'closed',
      title: 'You are no longer a recipient',
      message: 'The sender removed you from this envelope.',
      returnUrl,
    };
  }
  if (recipient.status === 'completed') {
    return {
      kind: 'closed',
      title: 'You have already signed',
      message: 'Your part of this envelope is done; the sender has the signed documents.',
      returnUrl,
    };
  }
  return {
    kind: 'closed',
    title: 'It is not your turn yet',
    message:
      'Recipients sign in the order the sender set; you will get the envelope when it is your turn.',
    returnUrl,
  };
}

/**
 * A mailed link once its recipient has signed or declined: spent (inbox.ts), as the platform's
 * email link is, so whoever finds it later (in a mailbox, a log) gets this page, not a session.
 */
function alreadyActed(recipient: RecipientRow | undefined): Opened {
  if (recipient?.status === 'declined') {
    return {
      kind: 'closed',
      title: 'You have already declined',
      message: 'You declined to sign this envelope; this link does not open it again.',
    };
  }
  return {
    kind: 'closed',
    title: 'You have already signed',
    message:
      'Your part of this envelope is already completed; the sender has the signed documents. This link does not open it again.',
  };
}

async function openForRecipient(
  context: SandboxContext,
  trx: SandboxDb,
  envelope: EnvelopeRow,
  link: LinkRow,
  now: number,
): Promise<Opened> {
  const recipient = (await recipientsOf(trx, envelope.id)).find(
    (candidate) => candidate.recipient_id === link.recipient_id,
  );
  const session = {
    account_id: envelope.account_id,
    envelope_id: envelope.id,
    recipient_id: link.recipient_id,
    return_url: link.return_url,
  };
  if (link.kind === 'email' && link.used_at !== null) return alreadyActed(recipient);
  if (recipient && IN_PROCESS.includes(envelope.status) && IN_PROCESS.includes(recipient.status)) {
    await recipientViewed(trx, envelope, recipient, context.envelopeListeners);
    // A mailed link opens any number of times until its recipient acts; each opening is the
    // recipient's only session, so a session id seen earlier (a log, a shared screen) is dead.
    if (link.kind === 'email') await endRecipientSessions(trx, envelope.id, recipient, now);
    return { kind: 'session', ...(await createSession(trx, { ...session, kind: 'signing' }, now)) };
  }
  // The platform's recipient view of a signed envelope shows its documents (embedded only: a
  // mailed link is spent once its recipient has acted).
  const signed = recipient?.status === 'completed' || envelope.status === 'completed';
  if (link.kind === 'recipient' && recipient && signed) {
    return {
      kind: 'session',
      ...(await createSession(trx, { ...session, kind: 'envelope' }, now)),
    };
  }
  return closed(envelope, recipient, link);
}

/**
 * Opens a link for the browser that follows it, in one transaction under the envelope's lock:
 * a single-use link is spent (of two openings at once, one wins), the recipient is marked
 * delivered (`recipientViewed`), and a session is created.
 */
export async function openLink(
  context: SandboxContext,
  link: LinkRow,
  now: number,
): Promise<Opened> {
  const returnUrl = link.return_url ?? '';
  const singleUse = link.kind !== 'email';
  if (singleUse && link.used_at !== null) return { kind: 'used' };
  if (singleUse && (link.expires_at ?? 0) <= now) return { kind: 'expired', returnUrl };
  const opened = await underEnvelopeLock(
    context,
    link.account_id,
    link.envelope_id,
    async (trx, envelope): Promise<Opened> => {
      if (singleUse && !(await consumeLink(trx, link, now))) return { kind: 'used' };
      if (link.kind === 'sender' || link.kind === 'correct') {
        const session = {
          kind: 'envelope' as const,
          account_id: envelope.account_id,
          envelope_id: envelope.id,
          recipient_id: null,
          return_url: link.return_url,
        };
        return { kind: 'session', ...(await createSession(trx, session, now)) };
      }
      return openForRecipient(context, trx, envelope, link, now);
    },
  );
  if ('kind' in opened) return opened;
  return {
    kind: 'closed',
    title: 'This envelope no longer exists',
    message: 'The sender deleted it.',
  };
}
