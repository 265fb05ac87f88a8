import { DocumentError, toPdf } from '../documents';
import { findResource, saveResource } from '../resources/store';
import { asObject, text, type EsignHandler, type FileAnswer } from './call';
import { platformError, refuse } from './errors';
import { templatesPlace } from './prepare';
import { RECIPIENT_LISTS } from './recipientTypes';

const templateMissing = (templateId: string) =>
  platformError(
    404,
    'TEMPLATE_NOT_FOUND',
    `The template ${templateId} does not exist in this account.`,
  );

/** GET /templates/{templateId}/recipients: the template's recipients (roles) as it stores them. */
export const getTemplateRecipients: EsignHandler = async ({ context, api, params }) => {
  const place = templatesPlace(api.entry.swaggerName, params.accountId);
  const template = await findResource(context.db, place, params.templateId);
  if (!template) return templateMissing(params.templateId);
  const recipients = asObject(template.body.recipients);
  const lists = Object.fromEntries(
    RECIPIENT_LISTS.filter((list) => Array.isArray(recipients[list])).map((list) => [
      list,
      recipients[list],
    ]),
  );
  const count = Object.values(lists).reduce<number>(
    (sum, items) => sum + (items as unknown[]).length,
    0,
  );
  return { status: 200, body: { ...lists, recipientCount: String(count) } };
};

/** PUT /templates/{templateId}/recipients: updates the template's recipients by recipientId. */
export const putTemplateRecipients: EsignHandler = async ({ context, api, params, body }) => {
  const place = templatesPlace(api.entry.swaggerName, params.accountId);
  const template = await findResource(context.db, place, params.templateId);
  if (!template) return templateMissing(params.templateId);
  const recipients = asObject(template.body.recipients);
  const changes = asObject(body);
  const results = [];
  for (const list of RECIPIENT_LISTS) {
    for (const change of Array.isArray(changes[list])
      ? (changes[list] as unknown[]).map(asObject)
      : []) {
      const current = (Array.isArray(recipients[list]) ? (recipients[list] as unknown[]) : []).map(
        asObject,
      );
      const id = text(change.recipientId);
      const index = current.findIndex((recipient) => text(recipient.recipientId) === id);
      recipients[list] =
        index < 0
          ? [...current, change]
          : current.map((item, at) => (at === index ? { ...item, ...change } : item));
      results.push({ recipientId: id, errorDetails: { errorCode: 'SUCCESS', message: '' } });
    }
  }
  await saveResource(context.db, place, {
    ...template,
    body: { ...template.body, recipients },
    updated: Date.now(),
  });
  return { status: 200, body: { recipientUpdateResults: results } };
};

/** GET /templates/{templateId}/documents/{documentId}: a template document as a PDF. */
export const getTemplateDocument: EsignHandler = async ({ context, api, params }) => {
  const place = templatesPlace(api.entry.swaggerName, params.accountId);
  const template = await findResource(context.db, place, params.templateId);
  if (!template) return templateMissing(params.templateId);
  const documents = Array.isArray(template.body.documents)
    ? template.body.documents.map(asObject)
    : [];
  const document = documents.find(
    (candidate, index) => (text(candidate.documentId) || String(index + 1)) === params.documentId,
  );
  if (!document)
    return platformError(
      404,
      'DOCUMENT_DOES_NOT_EXIST',
      `The template has no document ${params.documentId}.`,
    );
  try {
    const bytes = await toPdf({
      name: text(document.name),
      fileExtension: text(document.fileExtension),
      bytes: Buffer.from(text(document.documentBase64), 'base64'),
    });
    return {
      status: 200,
      file: {
        bytes,
        contentType: 'application/pdf',
        fileName: `${text(document.name) || 'document'}.pdf`,
      },
    } as FileAnswer;
  } catch (error) {
    if (error instanceof DocumentError) throw refuse(400, error.errorCode, error.message);
    throw error;
  }
};
