import { platformDateTime } from '../http/dates';
import type { DocumentMeta, EnvelopeRow, RecipientRow } from './envelopeStore';
import { RECIPIENT_LISTS, listOfType } from './recipientTypes';

/** Fields whose value is absent are left out, as the platform leaves them out. */
const present = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null),
  );

const parsed = (json: string): Record<string, unknown> => {
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return {};
  }
};

export const envelopeUri = (envelopeId: string) => `/envelopes/${envelopeId}`;

/** What POST /envelopes answers: the envelope summary. */
export const envelopeSummary = (envelope: EnvelopeRow) => ({
  envelopeId: envelope.id,
  status: envelope.status,
  statusDateTime: platformDateTime(envelope.status_changed),
  uri: envelopeUri(envelope.id),
});

/** One recipient as the platform lists it; its tabs only when asked (include_tabs). */
export function recipientAnswer(recipient: RecipientRow, includeTabs: boolean) {
  const routingOrder = String(recipient.routing_order);
  return present({
    ...parsed(recipient.extra),
    recipientId: recipient.recipient_id,
    recipientIdGuid: recipient.recipient_guid,
    recipientType: recipient.recipient_type,
    name: recipient.name,
    email: recipient.email,
    clientUserId: recipient.client_user_id ?? undefined,
    roleName: recipient.role_name ?? undefined,
    routingOrder,
    status: recipient.status,
    creationReason: 'sender',
    deliveryMethod: 'email',
    completedCount: recipient.status === 'completed' ? '1' : '0',
    sentDateTime: platformDateTime(recipient.sent_at),
    deliveredDateTime: platformDateTime(recipient.delivered_at),
    signedDateTime: platformDateTime(recipient.signed_at),
    declinedDateTime: platformDateTime(recipient.declined_at),
    declinedReason: recipient.declined_reason ?? undefined,
    tabs: includeTabs ? parsed(recipient.tabs) : undefined,
  });
}

/** The `recipients` object: one list per recipient type, the count and the current routing order. */
export function recipientsAnswer(recipients: RecipientRow[], includeTabs: boolean) {
  const lists: Record<string, unknown[]> = Object.fromEntries(
    RECIPIENT_LISTS.map((list) => [list, []]),
  );
  for (const recipient of recipients)
    lists[listOfType(recipient.recipient_type)].push(recipientAnswer(recipient, includeTabs));
  const acting = recipients.filter((recipient) => ['sent', 'delivered'].includes(recipient.status));
  const waiting = recipients.filter((recipient) => recipient.status === 'created');
  const current = acting[0] ?? waiting[0];
  return {
    ...Object.fromEntries(
      Object.entries(lists).filter(
        ([list, items]) => items.length > 0 || list === 'signers' || list === 'carbonCopies',
      ),
    ),
    recipientCount: String(recipients.length),
    currentRoutingOrder: current
      ? String(current.routing_order)
      : String(recipients.at(-1)?.routing_order ?? 1),
  };
}

const pagesOf = (document: DocumentMeta) =>
  (JSON.parse(document.pages) as { width: number; height: number }[]).map((page, index) => ({
    pageId: `${document.document_id}-${index + 1}`,
    sequence: String(index + 1),
    width: String(Math.round(page.width)),
    height: String(Math.round(page.height)),
    dpi: '72',
  }));

/** The envelope's documents as listed, with the certificate of completion after them. */
export function documentsAnswer(envelope: EnvelopeRow, documents: DocumentMeta[]) {
  const base = `${envelopeUri(envelope.id)}/documents`;
  return {
    envelopeId: envelope.id,
    envelopeDocuments: [
      ...documents.map((document) => ({
        documentId: document.document_id,
        documentIdGuid: `${envelope.id}-${document.document_id}`,
        name: document.name,
        type: 'content',
        uri: `${base}/${document.document_id}`,
        order: String(document.doc_order),
        pages: pagesOf(document),
        display: 'inline',
        includeInDownload: 'true',
        containsPdfFormFields: 'false',
        authoritativeCopy: 'false',
        signerMustAcknowledge: 'no_interaction',
      })),
      {
        documentId: 'certificate',
        name: 'Summary',
        type: 'summary',
        uri: `${base}/certificate`,
        order: '999',
        display: 'inline',
        includeInDownload: 'true',
      },
    ],
  };
}

/** One envelope as GET /envelopes/{envelopeId} and the status-change list give it. */
export function envelopeAnswer(
  envelope: EnvelopeRow,
  sender: { userId: string; userName: string; email: string },
  extras: { recipients?: RecipientRow[]; documents?: DocumentMeta[]; includeTabs?: boolean } = {},
) {
  const uri = envelopeUri(envelope.id);
  return present({
    ...parsed(envelope.definition),
    envelopeId: envelope.id,
    status: envelope.status,
    emailSubject: envelope.email_subject,
    emailBlurb: envelope.email_blurb || undefined,
    envelopeUri: uri,
    documentsUri: `${uri}/documents`,
    documentsCombinedUri: `${uri}/documents/combined`,
    certificateUri: `${uri}/documents/certificate`,
    recipientsUri: `${uri}/recipients`,
    customFieldsUri: `${uri}/custom_fields`,
    notificationUri: `${uri}/notification`,
    createdDateTime: platformDateTime(envelope.created),
    initialSentDateTime: platformDateTime(envelope.sent_at),
    sentDateTime: platformDateTime(envelope.sent_at),
    deliveredDateTime: platformDateTime(envelope.delivered_at),
    completedDateTime: platformDateTime(envelope.completed_at),
    declinedDateTime: platformDateTime(envelope.declined_at),
    voidedDateTime: platformDateTime(envelope.voided_at),
    voidedReason: envelope.voided_reason ?? undefined,
    statusChangedDateTime: platformDateTime(envelope.status_changed),
    lastModifiedDateTime: platformDateTime(envelope.updated),
    sender: { ...sender, accountId: envelope.account_id },
    purgeState: 'unpurged',
    envelopeIdStamping: 'true',
    is21CFRPart11: 'false',
    signerCanSignOnMobile: 'true',
    recipients: extras.recipients
      ? recipientsAnswer(extras.recipients, extras.includeTabs ?? false)
      : undefined,
    envelopeDocuments: extras.documents
      ? documentsAnswer(envelope, extras.documents).envelopeDocuments
      : undefined,
  });
}
