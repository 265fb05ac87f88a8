import type { SandboxDb } from '../store/db';
import { documentsOf, findEnvelope, recipientsOf } from '../esignature/envelopeStore';
import { senderOf } from '../esignature/read';
import { initialsOf } from '../documents';
import { platformDateTime } from '../http/dates';
import { ceremonyTabs, TAB_FORMATS, type CeremonyTab } from './ceremonyTabs';
import type { SessionRow } from './sessions';

/** What the ceremony's script builds its page from (GET {session}/session). */
export interface SessionModel {
  envelopeId: string;
  subject: string;
  blurb: string;
  sender: { name: string; email: string };
  recipient: { recipientId: string; name: string; email: string; initials: string };
  /** Each document, its pages' sizes in points as displayed, and where its PDF is. */
  documents: {
    documentId: string;
    name: string;
    url: string;
    pages: { width: number; height: number }[];
  }[];
  tabs: CeremonyTab[];
  /** The text formats' patterns and messages, which the page checks as the finish does. */
  formats: typeof TAB_FORMATS;
  expiresAt: string;
}

/** The session's envelope, documents and the recipient's tabs, or undefined once gone. */
export async function sessionModel(
  db: SandboxDb,
  session: SessionRow,
  now: number,
): Promise<SessionModel | undefined> {
  const envelope = await findEnvelope(db, session.account_id, session.envelope_id);
  if (!envelope) return undefined;
  const [recipients, documents, sender] = await Promise.all([
    recipientsOf(db, envelope.id),
    documentsOf(db, envelope.id),
    senderOf(db, envelope),
  ]);
  const recipient = recipients.find((row) => row.recipient_id === session.recipient_id);
  if (!recipient) return undefined;
  return {
    envelopeId: envelope.id,
    subject: envelope.email_subject,
    blurb: envelope.email_blurb,
    sender: { name: sender.userName, email: sender.email },
    recipient: {
      recipientId: recipient.recipient_id,
      name: recipient.name,
      email: recipient.email,
      initials: initialsOf(recipient.name),
    },
    documents: documents.map((document) => ({
      documentId: document.document_id,
      name: document.name,
      url: `documents/${encodeURIComponent(document.document_id)}`,
      pages: JSON.parse(document.pages) as { width: number; height: number }[],
    })),
    tabs: ceremonyTabs(
      recipient,
      documents.map((document) => document.document_id),
      now,
    ),
    formats: TAB_FORMATS,
    expiresAt: platformDateTime(session.expires_at)!,
  };
}
