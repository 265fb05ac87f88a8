import { createHash } from 'node:crypto';
import { ESIGNATURE_BASE_PATH } from '../../../lib/platform/baseUri';
import type { IndexedOperation, OperationIndex } from '../../../lib/reference';
import { templatesPlace } from '../esignature/prepare';
import { text } from '../esignature/call';
import { listResources } from '../resources/store';
import type { SandboxDb } from '../store/db';
import { BUILT_IN_FORM } from './builtInForm';
import { formFields, type FormField, type FormRole } from './fields';

/**
 * A web form of an account. The platform builds forms from templates in its web app (the Web
 * Forms API has no create), so here every eSignature template of the account is a published
 * form of the same name, and every account has one form of its own (`builtInForm.ts`), so
 * that a fresh account's list is not empty.
 */
export interface WebForm {
  id: string;
  accountId: string;
  name: string;
  /** The template a submission sends; none for the built-in form (its definition instead). */
  templateId?: string;
  /** The built-in form's envelope definition (documents and recipients). */
  definition?: Record<string, unknown>;
  emailSubject: string;
  roles: FormRole[];
  fields: FormField[];
  updated: number;
}

/** A stable GUID for what a form is made from (its account and template). */
export function formIdOf(accountId: string, source: string) {
  const hex = createHash('sha256').update(`webform\n${accountId}\n${source}`).digest('hex');
  // Version 5 and the RFC 4122 variant, as a name-based GUID has them.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** The eSignature API whose templates are forms, and its create-envelope operation. */
export function esignatureOf(index: OperationIndex): IndexedOperation | undefined {
  const api = index.apis.find(
    (candidate) => candidate.basePath === ESIGNATURE_BASE_PATH && candidate.model.isPrimary,
  );
  return api && index.byOperationId(api.entry.swaggerName, 'Envelopes_PostEnvelopes');
}

/** The account's forms, the built-in one first, then its templates' in creation order. */
export async function formsOf(
  db: SandboxDb,
  index: OperationIndex,
  accountId: string,
): Promise<WebForm[]> {
  const builtIn: WebForm = {
    ...BUILT_IN_FORM,
    id: formIdOf(accountId, 'built-in'),
    accountId,
    ...formFields(BUILT_IN_FORM.definition.recipients),
  };
  const esignature = esignatureOf(index);
  if (!esignature) return [builtIn];
  const place = templatesPlace(esignature.api.entry.swaggerName, accountId);
  const templates = (await listResources(db, place, 0, 1000)).items;
  return [
    builtIn,
    ...templates.map((template) => ({
      id: formIdOf(accountId, template.id),
      accountId,
      name: text(template.body.name) || 'Untitled form',
      templateId: template.id,
      emailSubject: text(template.body.emailSubject),
      updated: template.updated,
      ...formFields(template.body.recipients),
    })),
  ];
}

export async function findForm(
  db: SandboxDb,
  index: OperationIndex,
  accountId: string,
  formId: string,
) {
  const id = formId.toLowerCase();
  return (await formsOf(db, index, accountId)).find((form) => form.id === id);
}
