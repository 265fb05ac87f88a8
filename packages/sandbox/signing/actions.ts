import type { SandboxContext } from '../context';
import { DocumentError, stampTabs } from '../documents';
import {
  documentPdfs,
  recipientsOf,
  type EnvelopeRow,
  type RecipientRow,
} from '../esignature/envelopeStore';
import { PlatformRefusal, refuse } from '../esignature/errors';
import { recipientCompleted, recipientDeclined } from '../esignature/lifecycle';
import { underEnvelopeLock } from '../esignature/locked';
import type { Answer } from '../resources/handler';
import type { SandboxDb } from '../store/db';
import { ceremonyTabs } from './ceremonyTabs';
import { recordedTabs, stampsByDocument } from './completedTabs';
import { readDrawnSignature } from './drawnSignature';
import { checkFinish } from './finishValues';
import { withEvent, type SigningEvent } from './returnUrl';
import { endSession, isLive, type SessionRow } from './sessions';

/** Where the browser goes once a session ends. */
export interface Leave {
  redirect: string;
}

/** The app's return URL with the event, or the sandbox's own page for a mailed signer. */
export const leaveTo = (prefix: string, session: SessionRow, event: SigningEvent) =>
  session.return_url
    ? withEvent(session.return_url, event)
    : `${prefix}/signing/done?event=${event}`;

/** A value of the ceremony's request refused: 400 naming its field. */
const invalid = (field: string, message: string): Answer => ({
  status: 400,
  body: { errorCode: 'INVALID_REQUEST_PARAMETER', message, field },
});

const ended = () =>
  refuse(409, 'SIGNING_SESSION_ENDED', 'This signing session has ended; nothing was changed.');

/** The session and its recipient, re-read under the envelope's lock: still live, still there. */
async function acting(trx: SandboxDb, session: SessionRow, envelope: EnvelopeRow, now: number) {
  const current = await trx
    .selectFrom('signing_sessions')
    .selectAll()
    .where('id', '=', session.id)
    .executeTakeFirst();
  if (!current || !isLive(current, now) || current.kind !== 'signing') throw ended();
  const recipient = (await recipientsOf(trx, envelope.id)).find(
    (candidate) => candidate.recipient_id === current.recipient_id,
  );
  if (!recipient) throw ended();
  if (!['sent', 'delivered'].includes(recipient.status)) {
    throw refuse(
      409,
      'RECIPIENT_ALREADY_ACTED',
      `This recipient is ${recipient.status}: there is nothing left to sign.`,
    );
  }
  return recipient;
}

/**
 * An act of the session's recipient, in one transaction under the envelope's lock: the session
 * and recipient re-read (`acting`), the act done, the session ended, the browser sent on with
 * `event`. Two acts at once thus act once.
 */
function actThenLeave(
  context: SandboxContext,
  session: SessionRow,
  now: number,
  event: SigningEvent,
  act: (trx: SandboxDb, envelope: EnvelopeRow, recipient: RecipientRow) => Promise<unknown>,
): Promise<Leave | Answer> {
  return underEnvelopeLock(
    context,
    session.account_id,
    session.envelope_id,
    async (trx, envelope) => {
      const recipient = await acting(trx, session, envelope, now);
      await act(trx, envelope, recipient);
      await endSession(trx, session.id, now);
      return { redirect: leaveTo(context.prefix, session, event) };
    },
  );
}

/**
 * Finish: the tab values checked, stamped into the documents the recipient signed (the PDFs
 * every later download returns), the recipient completed (routing moves on, the envelope
 * completes after its last signer) and the session ended, all in one transaction under the
 * envelope's lock, so two finishes at once complete the recipient once.
 */
export async function finishSigning(
  context: SandboxContext,
  session: SessionRow,
  request: unknown,
  now: number,
): Promise<Leave | Answer> {
  // A drawing is decoded first, on a worker thread: the lock below holds the store's writes.
  const drawn = await readDrawnSignature(request);
  if (!drawn.ok) return invalid(drawn.field, drawn.message);
  return actThenLeave(
    context,
    session,
    now,
    'signing_complete',
    async (trx, envelope, recipient) => {
      const documents = await documentPdfs(trx, envelope.id);
      const tabs = ceremonyTabs(
        recipient,
        documents.map((document) => document.document_id),
        now,
      );
      const check = checkFinish(tabs, request, drawn.image);
      if (!check.ok) throw new PlatformRefusal(invalid(check.field, check.message));
      const stamps = stampsByDocument(tabs, check.completed);
      for (const document of documents) {
        const placed = stamps.get(document.document_id);
        if (!placed) continue;
        let pdf: Uint8Array;
        try {
          pdf = await stampTabs(new Uint8Array(document.pdf), placed, { envelopeId: envelope.id });
        } catch (error) {
          if (error instanceof DocumentError) throw refuse(400, error.errorCode, error.message);
          throw error;
        }
        await trx
          .updateTable('envelope_documents')
          .set({ pdf: Buffer.from(pdf) })
          .where('envelope_id', '=', envelope.id)
          .where('document_id', '=', document.document_id)
          .execute();
      }
      const tabsJson = recordedTabs(recipient.tabs, check.completed);
      await recipientCompleted(trx, envelope, recipient, tabsJson, context.envelopeListeners);
    },
  );
}

/** Decline, with the signer's reason: the envelope is declined and the session ends. */
export function declineSigning(
  context: SandboxContext,
  session: SessionRow,
  request: unknown,
  now: number,
): Promise<Leave | Answer> {
  const body =
    typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : {};
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!reason || reason.length > 2000) {
    return Promise.resolve(invalid('reason', 'Give a reason to decline (1 to 2000 characters).'));
  }
  return actThenLeave(context, session, now, 'decline', (trx, envelope, recipient) =>
    recipientDeclined(trx, envelope, recipient, reason, context.envelopeListeners),
  );
}

/**
 * Leaving without acting: "Finish later" in a ceremony (`cancel`; the recipient stays
 * delivered and may open a new view), or closing a read-only view.
 */
export async function leaveSession(
  context: SandboxContext,
  session: SessionRow,
  now: number,
): Promise<Leave | Answer> {
  if (!(await endSession(context.db, session.id, now))) return ended().answer;
  const event: SigningEvent =
    session.kind === 'signing' ? 'cancel' : session.recipient_id ? 'viewing_complete' : 'Cancel';
  return { redirect: leaveTo(context.prefix, session, event) };
}
