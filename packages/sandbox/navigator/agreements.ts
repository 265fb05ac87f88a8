import { combinePdfs } from '../documents';
import type { EsignCall, EsignHandler, FileAnswer } from '../esignature/call';
import { text } from '../esignature/call';
import {
  documentPdfs,
  documentsOf,
  recipientsOf,
  type EnvelopeRow,
  type RecipientRow,
} from '../esignature/envelopeStore';
import { pdfName } from '../esignature/read';
import type { SandboxDb } from '../store/db';

/** Recipients who receive a copy are no party to what the others signed. */
const NOT_PARTIES = ['carbonCopy', 'certifiedDelivery'];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const agreementMissing = (agreementId: string) => ({
  status: 404,
  body: { error: 'AGREEMENT_NOT_FOUND', message: `No agreement ${agreementId} in this account.` },
});

/** The account's agreements: its completed envelopes not taken out of Navigator, newest first. */
function agreementsQuery(db: SandboxDb, accountId: string) {
  return db
    .selectFrom('envelopes')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', '=', 'completed')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('navigator_removed_agreements')
            .select('envelope_id')
            .whereRef('navigator_removed_agreements.envelope_id', '=', 'envelopes.id')
            .where('navigator_removed_agreements.account_id', '=', accountId),
        ),
      ),
    );
}

async function findAgreement(call: EsignCall): Promise<EnvelopeRow | undefined> {
  return agreementsQuery(call.context.db, call.params.accountId)
    .where('id', '=', call.params.agreementId)
    .executeTakeFirst();
}

function partiesOf(recipients: RecipientRow[]) {
  const parties = recipients.filter((recipient) => !NOT_PARTIES.includes(recipient.recipient_type));
  return (parties.length > 0 ? parties : recipients).map((recipient) => ({
    id: recipient.recipient_guid,
    name_in_agreement: recipient.name,
    preferred_name: recipient.name,
  }));
}

/**
 * A completed envelope in the Navigator spec's agreement shape: its signers as parties, its
 * first document's name, signed (executed and effective) the day it was completed. What the
 * platform would extract from the text (type, value, term) it has not: `Other`, left out.
 */
export async function agreementAnswer(db: SandboxDb, envelope: EnvelopeRow) {
  const [recipients, documents] = await Promise.all([
    recipientsOf(db, envelope.id),
    documentsOf(db, envelope.id),
  ]);
  const completed = Number(envelope.completed_at ?? envelope.status_changed);
  return {
    id: envelope.id,
    file_name: pdfName(documents[0]?.name ?? envelope.email_subject ?? 'Agreement'),
    type: 'Other',
    status: 'COMPLETE',
    parties: partiesOf(recipients),
    provisions: { execution_date: day(completed), effective_date: day(completed) },
    source_system: 'eSignature',
    created_at: new Date(completed).toISOString(),
    modified_at: new Date(Number(envelope.updated)).toISOString(),
  };
}

/** The continuation token: the offset of the next page, opaque to clients. */
const encodeToken = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
function decodeToken(token: string): number | undefined {
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match && encodeToken(Number(match[1])) === token ? Number(match[1]) : undefined;
}

function page(data: unknown[], limit: number, next: string | null) {
  return {
    status: 200,
    body: {
      data,
      response_metadata: {
        page_limit: limit,
        response_timestamp: new Date().toISOString(),
        next,
      },
    },
  };
}

/**
 * GET /v1/accounts/{accountId}/agreements: a page of `limit` (20) agreements from `ctoken`.
 * `type` and `expiration_date_from` filter as the platform does; every agreement here is of type
 * Other and none has an expiration date, so other types and any expiration filter match none.
 */
export const listAgreements: EsignHandler = async (call) => {
  const limit = Number(call.query.limit ?? 20);
  const ctoken = text(call.query.ctoken);
  const offset = ctoken ? decodeToken(ctoken) : 0;
  if (offset === undefined) {
    return {
      status: 400,
      body: { error: 'INVALID_REQUEST_PARAMETER', message: 'ctoken is not a continuation token.' },
    };
  }
  const type = text(call.query.type);
  if ((type && type !== 'Other') || text(call.query.expiration_date_from))
    return page([], limit, null);
  const { db } = call.context;
  const rows = await agreementsQuery(db, call.params.accountId)
    .orderBy('completed_at', 'desc')
    .orderBy('id')
    .offset(offset)
    .limit(limit + 1)
    .execute();
  const data = await Promise.all(rows.slice(0, limit).map((row) => agreementAnswer(db, row)));
  return page(data, limit, rows.length > limit ? encodeToken(offset + limit) : null);
};

export const getAgreement: EsignHandler = async (call) => {
  const envelope = await findAgreement(call);
  if (!envelope) return agreementMissing(call.params.agreementId);
  return { status: 200, body: await agreementAnswer(call.context.db, envelope) };
};

/** The agreement's document: the envelope's documents as signed, in one PDF. */
export const getAgreementDocument: EsignHandler = async (call) => {
  const envelope = await findAgreement(call);
  if (!envelope) return agreementMissing(call.params.agreementId);
  const documents = await documentPdfs(call.context.db, envelope.id);
  const bytes = await combinePdfs(documents.map((document) => document.pdf as Uint8Array));
  const answer: FileAnswer = {
    status: 200,
    file: {
      bytes,
      contentType: 'application/pdf',
      fileName: pdfName(documents[0]?.name ?? 'Agreement'),
    },
  };
  return answer;
};

/** Related agreements: none are linked (an amendment names its parent; eSignature has none). */
export const getRelatedAgreements: EsignHandler = async (call) => {
  const envelope = await findAgreement(call);
  if (!envelope) return agreementMissing(call.params.agreementId);
  return page([], 20, null);
};

/** Takes the agreement out of Navigator; the envelope stays in eSignature. */
export const deleteAgreement: EsignHandler = async (call) => {
  const envelope = await findAgreement(call);
  if (!envelope) return agreementMissing(call.params.agreementId);
  await call.context.db
    .insertInto('navigator_removed_agreements')
    .values({ account_id: envelope.account_id, envelope_id: envelope.id, removed_at: Date.now() })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return { status: 204 };
};

/** The Navigator API's path under a base_uri (the registry's `apiBasePathDemo`). */
export const NAVIGATOR_BASE_PATH = '/navigatorapi';

/** Navigator's operations the platform answers from its envelopes, by operationId. */
export const navigatorOperations: Record<string, EsignHandler> = {
  Agreements_GetAgreementsList: listAgreements,
  Agreements_GetAgreement: getAgreement,
  Agreements_GetAgreementDocument: getAgreementDocument,
  Agreements_GetRelatedAgreements: getRelatedAgreements,
  Agreements_DeleteAgreement: deleteAgreement,
};
