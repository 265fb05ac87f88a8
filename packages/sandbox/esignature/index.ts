import type { EsignHandler } from './call';
import {
  addRecipients,
  deleteDocuments,
  deleteRecipient,
  putDocuments,
  updateEnvelopeStatus,
  updateRecipients,
} from './change';
import { createEnvelope } from './create';
import { listStatusChanges } from './listStatusChanges';
import { getAuditEvents, getDocument, getEnvelope, getRecipients, listDocuments } from './read';
import { getTemplateDocument, getTemplateRecipients, putTemplateRecipients } from './templates';
import { correctView, recipientView, senderView } from '../signing/views';
import { checkingEventNotification, connectOperations } from '../webhooks';

export type { EsignCall, EsignHandler, FileAnswer } from './call';
export { PlatformRefusal } from './errors';
export type { EnvelopeListener, StatusChange } from './lifecycle';

/**
 * The eSignature operations the platform has rules for (envelopes with their documents,
 * recipients and lifecycle; template parts), by operationId, in every version of the API.
 * Other operations (templates themselves, brands, custom fields, users, ...) are state derived
 * from the spec (packages/sandbox/resources). The views' one-time URLs open the pages of
 * packages/sandbox/signing; Connect configurations, logs and the retry queue are
 * packages/sandbox/webhooks'.
 */
export const esignatureOperations: Record<string, EsignHandler> = {
  Envelopes_PostEnvelopes: checkingEventNotification(createEnvelope),
  Envelopes_GetEnvelopes: listStatusChanges,
  Envelopes_GetEnvelope: getEnvelope,
  Envelopes_PutEnvelope: updateEnvelopeStatus,
  Documents_GetDocuments: listDocuments,
  Documents_GetDocument: getDocument,
  Documents_PutDocuments: putDocuments,
  Documents_DeleteDocuments: deleteDocuments,
  Recipients_GetRecipients: getRecipients,
  Recipients_PostRecipients: addRecipients,
  Recipients_PutRecipients: updateRecipients,
  Recipients_DeleteRecipient: deleteRecipient,
  AuditEvents_GetAuditEvents: getAuditEvents,
  Recipients_GetTemplateRecipients: getTemplateRecipients,
  Recipients_PutTemplateRecipients: putTemplateRecipients,
  Documents_GetTemplateDocument: getTemplateDocument,
  Views_PostEnvelopeRecipientView: recipientView,
  Views_PostEnvelopeSenderView: senderView,
  Views_PostEnvelopeCorrectView: correctView,
  ...connectOperations,
};
