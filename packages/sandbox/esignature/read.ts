import yazl from 'yazl';
import { certificateOfCompletion, combinePdfs } from '../documents';
import { findUserById } from '../store/users';
import type { SandboxDb } from '../store/db';
import { documentsAnswer, envelopeAnswer, recipientsAnswer } from './answers';
import { listOf, text, type EsignCall, type EsignHandler, type FileAnswer } from './call';
import { platformDateTime } from '../http/dates';
import {
  documentPdfs,
  documentsOf,
  eventsOf,
  findEnvelope,
  recipientsOf,
  type EnvelopeRow,
} from './envelopeStore';
import { envelopeMissing, platformError } from './errors';

const isTrue = (value: unknown) => value === true || text(value).toLowerCase() === 'true';
const includes = (query: Record<string, unknown>, what: string) =>
  listOf(query.include).includes(what);

/** The sender as the platform names it in an envelope. */
export async function senderOf(db: SandboxDb, envelope: EnvelopeRow) {
  const user = await findUserById(db, envelope.sender_user_id);
  return {
    userId: envelope.sender_user_id,
    userName: user ? `${user.given_name} ${user.family_name}` : '',
    email: user?.email ?? '',
  };
}

/** The envelope of the path, or the platform's 404. */
export async function envelopeOf(call: EsignCall) {
  return findEnvelope(call.context.db, call.params.accountId, call.params.envelopeId);
}

export const getEnvelope: EsignHandler = async (call) => {
  const envelope = await envelopeOf(call);
  if (!envelope) return envelopeMissing(call.params.envelopeId);
  const { db } = call.context;
  return {
    status: 200,
    body: envelopeAnswer(envelope, await senderOf(db, envelope), {
      recipients: includes(call.query, 'recipients')
        ? await recipientsOf(db, envelope.id)
        : undefined,
      documents: includes(call.query, 'documents') ? await documentsOf(db, envelope.id) : undefined,
      includeTabs: includes(call.query, 'tabs'),
    }),
  };
};

export const getRecipients: EsignHandler = async (call) => {
  const envelope = await envelopeOf(call);
  if (!envelope) return envelopeMissing(call.params.envelopeId);
  const recipients = await recipientsOf(call.context.db, envelope.id);
  return { status: 200, body: recipientsAnswer(recipients, isTrue(call.query.include_tabs)) };
};

export const listDocuments: EsignHandler = async (call) => {
  const envelope = await envelopeOf(call);
  if (!envelope) return envelopeMissing(call.params.envelopeId);
  return {
    status: 200,
    body: documentsAnswer(envelope, await documentsOf(call.context.db, envelope.id)),
  };
};

/** The certificate of completion: the envelope, its recipients and its history. */
export async function certificateOf(db: SandboxDb, envelope: EnvelopeRow) {
  const [sender, recipients, events] = await Promise.all([
    senderOf(db, envelope),
    recipientsOf(db, envelope.id),
    eventsOf(db, envelope.id),
  ]);
  return certificateOfCompletion({
    envelopeId: envelope.id,
    subject: envelope.email_subject,
    sender: { name: sender.userName, email: sender.email },
    status: envelope.status,
    createdDateTime: platformDateTime(envelope.created)!,
    sentDateTime: platformDateTime(envelope.sent_at),
    completedDateTime: platformDateTime(envelope.completed_at),
    declinedDateTime: platformDateTime(envelope.declined_at),
    voidedDateTime: platformDateTime(envelope.voided_at),
    voidedReason: envelope.voided_reason ?? undefined,
    recipients: recipients.map((recipient) => ({
      name: recipient.name,
      email: recipient.email,
      routingOrder: recipient.routing_order,
      recipientType: recipient.recipient_type,
      status: recipient.status,
      sentDateTime: platformDateTime(recipient.sent_at),
      deliveredDateTime: platformDateTime(recipient.delivered_at),
      signedDateTime: platformDateTime(recipient.signed_at),
      declinedDateTime: platformDateTime(recipient.declined_at),
      declinedReason: recipient.declined_reason ?? undefined,
    })),
    events: events.map((event) => ({
      dateTime: platformDateTime(event.at)!,
      action: event.action,
      actor: event.actor,
      detail: event.detail || undefined,
    })),
  });
}

const pdfAnswer = (bytes: Uint8Array, fileName: string): FileAnswer => ({
  status: 200,
  file: { bytes, contentType: 'application/pdf', fileName },
});

function zip(files: { name: string; bytes: Uint8Array }[]): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  const used = new Set<string>();
  for (const file of files) {
    let name = file.name;
    for (let copy = 2; used.has(name); copy += 1)
      name = file.name.replace(/(\.[^.]*)?$/, ` (${copy})$1`);
    used.add(name);
    archive.addBuffer(Buffer.from(file.bytes), name);
  }
  archive.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    archive.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
  });
}

/** A document's download name: its own when it is a PDF, else its name with `.pdf`. */
export const pdfName = (name: string) =>
  /\.pdf$/i.test(name) ? name : `${name.replace(/\.[^.]+$/, '')}.pdf`;

/**
 * One document as a PDF (as the signers see it, their completed tabs stamped in), `combined`
 * (every document in one PDF, with the certificate when `certificate=true`), `certificate`
 * (the certificate of completion) or `archive` (a zip of the documents and the certificate).
 */
export const getDocument: EsignHandler = async (call) => {
  const envelope = await envelopeOf(call);
  if (!envelope) return envelopeMissing(call.params.envelopeId);
  const { db } = call.context;
  const documentId = call.params.documentId;
  const documents = await documentPdfs(db, envelope.id);
  if (documentId === 'certificate')
    return pdfAnswer(await certificateOf(db, envelope), 'Summary.pdf');
  if (documentId === 'combined') {
    const parts = documents.map((document) => document.pdf as Uint8Array);
    if (isTrue(call.query.certificate)) parts.push(await certificateOf(db, envelope));
    return pdfAnswer(await combinePdfs(parts), `${envelope.email_subject || 'envelope'}.pdf`);
  }
  if (documentId === 'archive') {
    const files = [
      ...documents.map((document) => ({
        name: pdfName(document.name),
        bytes: document.pdf as Uint8Array,
      })),
      { name: 'Summary.pdf', bytes: await certificateOf(db, envelope) },
    ];
    return {
      status: 200,
      file: {
        bytes: await zip(files),
        contentType: 'application/zip',
        fileName: `${envelope.id}.zip`,
      },
    } as FileAnswer;
  }
  const document = documents.find((candidate) => candidate.document_id === documentId);
  if (!document) {
    return platformError(
      404,
      'DOCUMENT_DOES_NOT_EXIST',
      `The envelope has no document ${documentId}.`,
    );
  }
  return pdfAnswer(document.pdf, pdfName(document.name));
};

/** The envelope's history in the platform's audit event shape (name/value fields). */
export const getAuditEvents: EsignHandler = async (call) => {
  const envelope = await envelopeOf(call);
  if (!envelope) return envelopeMissing(call.params.envelopeId);
  const events = await eventsOf(call.context.db, envelope.id);
  return {
    status: 200,
    body: {
      auditEvents: events.map((event) => ({
        eventFields: [
          { name: 'logTime', value: platformDateTime(event.at) },
          { name: 'Source', value: 'API' },
          { name: 'UserName', value: event.actor },
          { name: 'Action', value: event.action },
          { name: 'Message', value: event.detail || event.action },
          { name: 'EnvelopeStatus', value: envelope.status },
        ],
      })),
    },
  };
};
