import { asObject, type EsignCall, type EsignHandler } from '../esignature/call';
import { findEnvelope, recipientsOf } from '../esignature/envelopeStore';
import { envelopeMissing, platformError } from '../esignature/errors';
import {
  createLink,
  linkPath,
  RECIPIENT_VIEW_TTL_MS,
  SENDER_VIEW_TTL_MS,
  type LinkKind,
} from './links';
import { matchRecipient } from './recipientMatch';
import { checkedReturnUrl } from './returnUrl';

const IN_PROCESS = ['sent', 'delivered'];

const viewUrl = (call: EsignCall, token: string) => ({
  status: 201,
  body: { url: `${call.baseUri}${linkPath(token)}` },
});

/**
 * POST .../envelopes/{envelopeId}/views/recipient: a single-use URL, valid for 5 minutes, that
 * opens the signing ceremony of an embedded recipient (one with a `clientUserId`) whose turn it
 * is. A recipient who already signed, or a completed envelope, gets the documents to view.
 */
export const recipientView: EsignHandler = async (call) => {
  const request = asObject(call.body);
  const envelope = await findEnvelope(
    call.context.db,
    call.params.accountId,
    call.params.envelopeId,
  );
  if (!envelope) return envelopeMissing(call.params.envelopeId);
  const returnUrl = checkedReturnUrl(request.returnUrl);
  const recipient = matchRecipient(await recipientsOf(call.context.db, envelope.id), request);
  if (!recipient) {
    return platformError(
      400,
      'UNKNOWN_ENVELOPE_RECIPIENT',
      "The recipient you have identified is not a valid recipient of the specified envelope. Envelope recipient could not be determined. 'clientUserId', 'email', or 'userName' in request and envelope may not match.",
    );
  }
  if (!IN_PROCESS.includes(envelope.status) && envelope.status !== 'completed') {
    return platformError(
      400,
      'ENVELOPE_INVALID_STATUS',
      `The envelope is ${envelope.status}: a recipient view needs a sent or delivered envelope.`,
    );
  }
  if (recipient.status === 'created') {
    return platformError(
      400,
      'RECIPIENT_NOT_IN_SEQUENCE',
      'The token for an out of sequence recipient cannot be generated.',
    );
  }
  const token = await createLink(call.context.db, {
    kind: 'recipient',
    accountId: envelope.account_id,
    envelopeId: envelope.id,
    recipientId: recipient.recipient_id,
    returnUrl,
    ttlMs: RECIPIENT_VIEW_TTL_MS,
  });
  return viewUrl(call, token);
};

/** A sender or correct view: the envelope shown read-only, single use, 10 minutes to open. */
function envelopeView(kind: LinkKind, inProcessOnly: boolean): EsignHandler {
  return async (call) => {
    const { db } = call.context;
    const envelope = await findEnvelope(db, call.params.accountId, call.params.envelopeId);
    if (!envelope) return envelopeMissing(call.params.envelopeId);
    const returnUrl = checkedReturnUrl(asObject(call.body).returnUrl);
    if (inProcessOnly && !IN_PROCESS.includes(envelope.status)) {
      return platformError(
        400,
        'ENVELOPE_INVALID_STATUS',
        `The envelope is ${envelope.status}: only envelopes in process (sent or delivered) can be corrected.`,
      );
    }
    const token = await createLink(db, {
      kind,
      accountId: envelope.account_id,
      envelopeId: envelope.id,
      returnUrl,
      ttlMs: SENDER_VIEW_TTL_MS,
    });
    return viewUrl(call, token);
  };
}

/** POST .../views/sender: the sandbox has no tagger; its sender view shows the envelope. */
export const senderView = envelopeView('sender', false);

/** POST .../views/correct: the envelope in process, shown read-only. */
export const correctView = envelopeView('correct', true);
