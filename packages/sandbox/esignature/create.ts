import { randomUUID } from 'node:crypto';
import { envelopeSummary } from './answers';
import { asObject, text, type EsignHandler } from './call';
import { addEvent, findEnvelope, type EnvelopeRow } from './envelopeStore';
import { refuse } from './errors';
import { sendEnvelope } from './lifecycle';
import { convertDocuments, definitionParts, keptDefinition, recipientRows } from './prepare';

/**
 * POST /accounts/{accountId}/envelopes: stores the envelope with its documents (converted to
 * PDF, kept as sent) and recipients (tabs placed, anchors found), from its own definition or
 * from a template with role assignments; `status: "sent"` sends it at once.
 */
export const createEnvelope: EsignHandler = async ({ context, api, params, body, user }) => {
  const definition = asObject(body);
  const accountId = params.accountId;
  const status = text(definition.status) || 'created';
  if (status !== 'created' && status !== 'sent') {
    throw refuse(
      400,
      'INVALID_ENVELOPE_STATUS',
      `status must be "created" or "sent", not "${status}".`,
    );
  }
  const swaggerName = api.entry.swaggerName;
  const { documents, recipients, fromTemplate } = await definitionParts(
    context.db,
    swaggerName,
    accountId,
    definition,
  );
  const converted = await convertDocuments(documents);
  const id = randomUUID();
  const placed = await recipientRows(id, recipients, converted);
  const now = Date.now();
  const row: EnvelopeRow = {
    id,
    account_id: accountId,
    sender_user_id: user.id,
    status: 'created',
    email_subject: text(definition.emailSubject) || text(fromTemplate.emailSubject),
    email_blurb: text(definition.emailBlurb) || text(fromTemplate.emailBlurb),
    definition: JSON.stringify(keptDefinition(definition, fromTemplate)),
    voided_reason: null,
    created: now,
    sent_at: null,
    delivered_at: null,
    completed_at: null,
    declined_at: null,
    voided_at: null,
    status_changed: now,
    updated: now,
  };
  const envelope = await context.db.transaction().execute(async (trx) => {
    await trx.insertInto('envelopes').values(row).execute();
    if (converted.length > 0) {
      await trx
        .insertInto('envelope_documents')
        .values(converted.map((document) => ({ ...document, envelope_id: id })))
        .execute();
    }
    if (placed.length > 0) await trx.insertInto('envelope_recipients').values(placed).execute();
    await addEvent(trx, id, { action: 'Registered', actor: user.name, at: now });
    if (status === 'sent') return sendEnvelope(trx, row, context.envelopeListeners);
    return (await findEnvelope(trx, accountId, id))!;
  });
  return { status: 201, body: envelopeSummary(envelope) };
};
