import { recipientsAnswer } from './answers';
import { asObject, text, type EsignCall, type EsignHandler } from './call';
import { checkRecipients, readDocuments, readRecipients } from './definition';
import {
  addEvent,
  documentPdfs,
  recipientsOf,
  updateEnvelope,
  updateRecipient,
  type EnvelopeRow,
} from './envelopeStore';
import { refuse } from './errors';
import { underEnvelopeLock } from './locked';
import { sendEnvelope, voidEnvelope } from './lifecycle';
import { convertDocuments, recipientRows } from './prepare';

/** A change of the path's envelope under its lock (locked.ts). */
const underLock = <T>(
  call: EsignCall,
  change: (trx: EsignCall['context']['db'], envelope: EnvelopeRow) => Promise<T>,
) => underEnvelopeLock(call.context, call.params.accountId, call.params.envelopeId, change);

const draftOnly = (envelope: EnvelopeRow, what: string) => {
  if (envelope.status !== 'created') {
    throw refuse(
      400,
      'ENVELOPE_INVALID_STATUS',
      `${what} only on a draft; this envelope is ${envelope.status}.`,
    );
  }
};

/**
 * PUT /envelopes/{envelopeId}: `status: "sent"` sends a draft, `status: "voided"` with a
 * voidedReason voids an envelope in process; emailSubject and emailBlurb change with it.
 */
export const updateEnvelopeStatus: EsignHandler = (call) =>
  underLock(call, async (trx, envelope) => {
    const body = asObject(call.body);
    const status = text(body.status);
    const subject = body.emailSubject === undefined ? undefined : text(body.emailSubject);
    const blurb = body.emailBlurb === undefined ? undefined : text(body.emailBlurb);
    if (subject !== undefined || blurb !== undefined) {
      if (['completed', 'declined', 'voided'].includes(envelope.status)) {
        throw refuse(
          400,
          'ENVELOPE_INVALID_STATUS',
          `The envelope is ${envelope.status} and cannot change.`,
        );
      }
      await updateEnvelope(trx, envelope.id, {
        ...(subject !== undefined ? { email_subject: subject } : {}),
        ...(blurb !== undefined ? { email_blurb: blurb } : {}),
      });
      envelope = {
        ...envelope,
        email_subject: subject ?? envelope.email_subject,
        email_blurb: blurb ?? envelope.email_blurb,
      };
    }
    const listeners = call.context.envelopeListeners;
    if (status === 'sent') await sendEnvelope(trx, envelope, listeners);
    else if (status === 'voided')
      await voidEnvelope(trx, envelope, text(body.voidedReason), listeners);
    else if (status && status !== envelope.status) {
      throw refuse(
        400,
        'INVALID_ENVELOPE_STATUS',
        `An envelope's status can be set to "sent" or "voided", not "${status}".`,
      );
    }
    return { status: 200, body: { envelopeId: envelope.id } };
  });

/** PUT /envelopes/{envelopeId}/documents: adds or replaces documents of a draft. */
export const putDocuments: EsignHandler = async (call) => {
  const documents = readDocuments(asObject(call.body).documents);
  // Converted before the lock: an image takes seconds on a worker thread, and the lock holds
  // the store's writes (SQLite's whole database) until the change commits.
  const rows = await convertDocuments(documents);
  return underLock(call, async (trx, envelope) => {
    draftOnly(envelope, 'Documents change');
    for (const row of rows) {
      await trx
        .deleteFrom('envelope_documents')
        .where('envelope_id', '=', envelope.id)
        .where('document_id', '=', row.document_id)
        .execute();
      await trx
        .insertInto('envelope_documents')
        .values({ ...row, envelope_id: envelope.id })
        .execute();
    }
    await updateEnvelope(trx, envelope.id, {});
    return {
      status: 200,
      body: {
        envelopeId: envelope.id,
        envelopeDocuments: rows.map((row) => ({
          documentId: row.document_id,
          name: row.name,
          order: String(row.doc_order),
        })),
      },
    };
  });
};

/** DELETE /envelopes/{envelopeId}/documents: removes the listed documents of a draft. */
export const deleteDocuments: EsignHandler = (call) =>
  underLock(call, async (trx, envelope) => {
    draftOnly(envelope, 'Documents change');
    const ids = (
      Array.isArray(asObject(call.body).documents)
        ? (asObject(call.body).documents as unknown[])
        : []
    )
      .map((document) => text(asObject(document).documentId))
      .filter(Boolean);
    if (ids.length > 0) {
      await trx
        .deleteFrom('envelope_documents')
        .where('envelope_id', '=', envelope.id)
        .where('document_id', 'in', ids)
        .execute();
    }
    return {
      status: 200,
      body: {
        envelopeId: envelope.id,
        envelopeDocuments: ids.map((documentId) => ({ documentId })),
      },
    };
  });

/** POST /envelopes/{envelopeId}/recipients: adds recipients (while the envelope is in process). */
export const addRecipients: EsignHandler = (call) => {
  const added = readRecipients(call.body);
  checkRecipients(added);
  return underLock(call, async (trx, envelope) => {
    if (['completed', 'declined', 'voided'].includes(envelope.status)) {
      throw refuse(
        400,
        'ENVELOPE_INVALID_STATUS',
        `The envelope is ${envelope.status} and cannot change.`,
      );
    }
    const existing = await recipientsOf(trx, envelope.id);
    for (const recipient of added) {
      if (existing.some((row) => row.recipient_id === recipient.recipientId)) {
        throw refuse(
          400,
          'DUPLICATE_RECIPIENT_ID',
          `The envelope already has recipient ${recipient.recipientId}.`,
        );
      }
    }
    const documents = await documentPdfs(trx, envelope.id);
    const rows = await recipientRows(envelope.id, added, documents);
    if (rows.length > 0) await trx.insertInto('envelope_recipients').values(rows).execute();
    return { status: 201, body: recipientsAnswer(await recipientsOf(trx, envelope.id), false) };
  });
};

/** PUT /envelopes/{envelopeId}/recipients: corrects names, addresses and routing of recipients yet to act. */
export const updateRecipients: EsignHandler = (call) => {
  const changes = readRecipients(call.body);
  return underLock(call, async (trx, envelope) => {
    const existing = await recipientsOf(trx, envelope.id);
    const results = [];
    for (const change of changes) {
      const current = existing.find((row) => row.recipient_id === change.recipientId);
      if (!current) {
        results.push({
          recipientId: change.recipientId,
          errorDetails: { errorCode: 'INVALID_RECIPIENT_ID', message: 'No such recipient.' },
        });
        continue;
      }
      if (['completed', 'declined'].includes(current.status)) {
        results.push({
          recipientId: change.recipientId,
          errorDetails: {
            errorCode: 'RECIPIENT_ALREADY_COMPLETED',
            message: 'This recipient has already acted.',
          },
        });
        continue;
      }
      await updateRecipient(trx, envelope.id, current.recipient_id, {
        name: change.name || current.name,
        email: change.email || current.email,
        routing_order: change.routingOrder || current.routing_order,
        client_user_id: change.clientUserId ?? current.client_user_id,
      });
      await addEvent(trx, envelope.id, {
        action: 'Recipient Corrected',
        actor: call.user.name,
        recipientId: current.recipient_id,
      });
      results.push({
        recipientId: change.recipientId,
        errorDetails: { errorCode: 'SUCCESS', message: '' },
      });
    }
    return { status: 200, body: { recipientUpdateResults: results } };
  });
};

/** DELETE /envelopes/{envelopeId}/recipients/{recipientId}: removes a recipient yet to act. */
export const deleteRecipient: EsignHandler = (call) =>
  underLock(call, async (trx, envelope) => {
    const existing = await recipientsOf(trx, envelope.id);
    const recipient = existing.find((row) => row.recipient_id === call.params.recipientId);
    if (!recipient)
      throw refuse(
        404,
        'INVALID_RECIPIENT_ID',
        `The envelope has no recipient ${call.params.recipientId}.`,
      );
    if (!['created', 'sent', 'delivered'].includes(recipient.status)) {
      throw refuse(
        400,
        'RECIPIENT_ALREADY_COMPLETED',
        'This recipient has already acted and cannot be removed.',
      );
    }
    await trx
      .deleteFrom('envelope_recipients')
      .where('envelope_id', '=', envelope.id)
      .where('recipient_id', '=', recipient.recipient_id)
      .execute();
    return { status: 200, body: recipientsAnswer(await recipientsOf(trx, envelope.id), false) };
  });
