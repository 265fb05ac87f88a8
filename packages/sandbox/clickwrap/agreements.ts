import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { toPdf } from '../documents';
import type { EsignHandler, FileAnswer } from '../esignature/call';
import { asObject, text } from '../esignature/call';
import { platformError } from '../esignature/errors';
import { findResource, listResources, saveResource, type StoredResource } from '../resources/store';
import { agreementsPlace, clickwrapsPlace } from './places';

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const clickwrapMissing = (clickwrapId: string) =>
  platformError(404, 'CLICKWRAP_NOT_FOUND', `No clickwrap ${clickwrapId} in this account.`);

type Call = Parameters<EsignHandler>[0];

/** The clickwrap the call's path names, if the account has it. */
const clickwrapOf = ({ context, api, params }: Call) =>
  findResource(
    context.db,
    clickwrapsPlace(api.entry.swaggerName, params.accountId),
    params.clickwrapId,
  );

/** An agreement as the Click API answers it. */
function agreementAnswer(
  agreement: StoredResource,
  clickwrapId: string,
  accountId: string,
  agreementUrl?: string,
) {
  const body = agreement.body;
  return Object.fromEntries(
    Object.entries({
      accountId,
      agreementId: agreement.id,
      clickwrapId,
      clientUserId: body.clientUserId,
      status: body.status,
      agreedOn: body.agreedOn,
      createdOn: new Date(agreement.created).toISOString(),
      versionNumber: body.versionNumber,
      agreementUrl,
    }).filter(([, value]) => value !== undefined),
  );
}

/** Every agreement of a clickwrap (a clickwrap has few users in a sandbox). */
async function agreementsOf(call: Call) {
  const { accountId, clickwrapId } = call.params;
  const place = agreementsPlace(call.api.entry.swaggerName, accountId, clickwrapId);
  return (await listResources(call.context.db, place, 0, 10_000)).items;
}

/**
 * POST .../clickwraps/{clickwrapId}/agreements (createHasAgreed), as the platform does it: a
 * user who has agreed gets 200 and the agreement; anyone else 201 with an `agreementUrl`, a page
 * of this platform showing the clickwrap's documents with "I agree", where the agreement is made.
 */
export const postAgreement: EsignHandler = async (call) => {
  const { accountId, clickwrapId } = call.params;
  const api = call.api.entry.swaggerName;
  const clickwrap = await clickwrapOf(call);
  if (!clickwrap) return clickwrapMissing(clickwrapId);
  const request = asObject(call.body);
  const clientUserId = text(request.clientUserId);
  if (!clientUserId) {
    return platformError(400, 'INVALID_REQUEST_PARAMETER', 'The field "clientUserId" is required.');
  }
  const mine = (await agreementsOf(call)).filter((item) => item.body.clientUserId === clientUserId);
  const agreed = mine.find((item) => item.body.status === 'agreed');
  if (agreed) return { status: 200, body: agreementAnswer(agreed, clickwrapId, accountId) };
  const token = randomBytes(24).toString('base64url');
  const now = Date.now();
  const pending = mine[0] ?? { id: randomUUID(), body: {}, created: now, updated: now };
  const agreement: StoredResource = {
    ...pending,
    body: {
      ...pending.body,
      clientUserId,
      status: 'created',
      versionNumber: clickwrap.body.versionNumber ?? 1,
      documentData: request.documentData,
      metadata: request.metadata,
      returnUrl: /^https?:\/\//.test(text(request.returnUrl)) ? text(request.returnUrl) : undefined,
      tokenHash: tokenHash(token),
    },
    updated: now,
  };
  await saveResource(call.context.db, agreementsPlace(api, accountId, clickwrapId), agreement);
  const url = `${call.baseUri}/click/agree/${accountId}/${clickwrapId}/${agreement.id}?token=${token}`;
  return { status: 201, body: agreementAnswer(agreement, clickwrapId, accountId, url) };
};

/** GET .../clickwraps/{clickwrapId}/users: the clickwrap's agreements, by client user and status. */
export const listAgreements: EsignHandler = async (call) => {
  const { accountId, clickwrapId } = call.params;
  if (!(await clickwrapOf(call))) return clickwrapMissing(clickwrapId);
  const wanted = { clientUserId: text(call.query.client_user_id), status: text(call.query.status) };
  const agreements = (await agreementsOf(call)).filter(
    (item) =>
      (!wanted.clientUserId || item.body.clientUserId === wanted.clientUserId) &&
      (!wanted.status || item.body.status === wanted.status),
  );
  return {
    status: 200,
    body: {
      userAgreements: agreements.map((item) => agreementAnswer(item, clickwrapId, accountId)),
      page: 1,
      pageSize: agreements.length,
    },
  };
};

/** GET .../agreements/{agreementId}/download: the agreement as a PDF (who agreed, when, to what). */
export const agreementPdf: EsignHandler = async (call) => {
  const { accountId, clickwrapId, agreementId } = call.params;
  const api = call.api.entry.swaggerName;
  const clickwrap = await clickwrapOf(call);
  if (!clickwrap) return clickwrapMissing(clickwrapId);
  const agreement = await findResource(
    call.context.db,
    agreementsPlace(api, accountId, clickwrapId),
    agreementId,
  );
  if (!agreement || agreement.body.status !== 'agreed') {
    return platformError(404, 'AGREEMENT_NOT_FOUND', `No agreement ${agreementId} was made.`);
  }
  const lines = [
    `Agreement ${agreement.id}`,
    `Clickwrap: ${text(clickwrap.body.clickwrapName)} (${clickwrapId})`,
    `Agreed by: ${text(agreement.body.clientUserId)}`,
    `Agreed on: ${text(agreement.body.agreedOn)}`,
  ];
  const bytes = await toPdf({ name: 'agreement.txt', bytes: Buffer.from(lines.join('\n')) });
  return {
    status: 200,
    file: { bytes, contentType: 'application/pdf', fileName: `agreement-${agreement.id}.pdf` },
  } as FileAnswer;
};

export const clickOperations: Record<string, EsignHandler> = {
  ClickWrapAgreements_PostAgreement: postAgreement,
  ClickWrapAgreements_GetClickwrapAgreements: listAgreements,
  ClickWrapAgreements_GetAgreementPdf: agreementPdf,
};
