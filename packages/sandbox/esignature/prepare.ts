import { DocumentError, pageSizes, toPdf } from '../documents';
import { findResource, scopeOf } from '../resources/store';
import type { SandboxDb } from '../store/db';
import { asObject, text } from './call';
import {
  assignRoles,
  checkRecipients,
  newGuid,
  readDocuments,
  readRecipients,
  type DocumentInput,
  type RecipientInput,
} from './definition';
import type { DocumentRow, RecipientRow } from './envelopeStore';
import { refuse } from './errors';
import { placeTabs } from './placeTabs';

/** Where the templates of an account are kept (the derived state of the Templates operations). */
export const templatesPlace = (api: string, accountId: string) => ({
  api,
  collection: '/accounts/{}/templates',
  scope: scopeOf([accountId]),
});

/** A template's documents and recipients, or the platform's error when there is no such template. */
export async function readTemplate(
  db: SandboxDb,
  api: string,
  accountId: string,
  templateId: string,
) {
  const template = await findResource(db, templatesPlace(api, accountId), templateId);
  if (!template) {
    throw refuse(
      404,
      'TEMPLATE_NOT_FOUND',
      `The template ${templateId} does not exist in this account.`,
    );
  }
  return {
    body: template.body,
    documents: readDocuments(template.body.documents),
    recipients: readRecipients(template.body.recipients),
  };
}

/** The documents and recipients of a definition: its own, or its template's with roles assigned. */
export async function definitionParts(
  db: SandboxDb,
  api: string,
  accountId: string,
  definition: Record<string, unknown>,
) {
  let documents = readDocuments(definition.documents);
  let recipients = readRecipients(definition.recipients);
  let fromTemplate: Record<string, unknown> = {};
  const templateId = text(definition.templateId);
  if (templateId) {
    const template = await readTemplate(db, api, accountId, templateId);
    fromTemplate = template.body;
    if (documents.length === 0) documents = template.documents;
    recipients = [...assignRoles(template.recipients, definition.templateRoles), ...recipients];
  }
  checkRecipients(recipients);
  return { documents, recipients, fromTemplate };
}

/** Each document converted to the PDF signers see, with its page sizes. */
export async function convertDocuments(
  documents: DocumentInput[],
): Promise<Omit<DocumentRow, 'envelope_id'>[]> {
  const rows: Omit<DocumentRow, 'envelope_id'>[] = [];
  for (const document of documents) {
    let pdf: Uint8Array;
    try {
      pdf = await toPdf({
        name: document.name,
        fileExtension: document.fileExtension,
        bytes: document.bytes,
      });
    } catch (error) {
      if (error instanceof DocumentError) {
        const field = `documents[${document.index}].documentBase64`;
        const message = error.message.replace(/\.$/, '');
        throw refuse(
          400,
          error.errorCode,
          `${message} (${field}, document ${document.documentId}).`,
        );
      }
      throw error;
    }
    const pages = await pageSizes(pdf);
    rows.push({
      document_id: document.documentId,
      name: document.name,
      file_extension: document.fileExtension,
      doc_order: document.order,
      source: document.bytes,
      pdf: Buffer.from(pdf),
      pages: JSON.stringify(pages.map(({ width, height }) => ({ width, height }))),
    });
  }
  return rows;
}

/** Recipients as rows, their tabs placed on the documents (anchors found). */
export async function recipientRows(
  envelopeId: string,
  recipients: RecipientInput[],
  documents: { document_id: string; pdf: Buffer }[],
): Promise<RecipientRow[]> {
  const pdfs = documents.map((document) => ({
    documentId: document.document_id,
    pdfBytes: document.pdf,
  }));
  const rows: RecipientRow[] = [];
  for (const recipient of recipients) {
    const tabs = await placeTabs(recipient.tabs, recipient.recipientId, pdfs);
    rows.push({
      envelope_id: envelopeId,
      recipient_id: recipient.recipientId,
      recipient_guid: newGuid(),
      recipient_type: recipient.recipientType,
      routing_order: recipient.routingOrder,
      name: recipient.name,
      email: recipient.email,
      client_user_id: recipient.clientUserId,
      role_name: recipient.roleName,
      status: 'created',
      sent_at: null,
      delivered_at: null,
      signed_at: null,
      declined_at: null,
      declined_reason: null,
      tabs: JSON.stringify(tabs),
      extra: JSON.stringify(recipient.extra),
    });
  }
  return rows;
}

/** Fields of a definition that have tables of their own, or that only steer the creation. */
const NOT_KEPT = new Set([
  'documents',
  'recipients',
  'templateId',
  'templateRoles',
  'status',
  'emailSubject',
  'emailBlurb',
  'compositeTemplates',
  'name',
  'description',
]);

/** The definition's own fields kept with the envelope (custom fields, event notification, ...). */
export function keptDefinition(
  definition: Record<string, unknown>,
  fromTemplate: Record<string, unknown>,
) {
  return Object.fromEntries(
    Object.entries({ ...asObject(fromTemplate), ...definition }).filter(
      ([key]) => !NOT_KEPT.has(key),
    ),
  );
}
