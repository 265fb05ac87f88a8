import { randomBytes, randomUUID } from 'node:crypto';
import type { EsignCall, EsignHandler } from '../esignature/call';
import { asObject, text } from '../esignature/call';
import { platformError } from '../esignature/errors';
import type { Answer } from '../resources/handler';
import { findResource, listResources, saveResource, type StoredResource } from '../resources/store';
import { tokenHash } from '../clickwrap/agreements';
import { membershipIn } from '../store/users';
import { findForm, formsOf, type WebForm } from './forms';
import { instanceAnswer, statusOf } from './instanceAnswer';
import { instancesPlace } from './places';
import { submitInstance } from './submit';

const DEFAULT_OFFSET_HOURS = 24;

const formMissing = (formId: string) =>
  platformError(404, 'FORM_NOT_FOUND', `No web form ${formId} in this account.`);
const instanceMissing = (instanceId: string) =>
  platformError(404, 'INSTANCE_NOT_FOUND', `No instance ${instanceId} of this form.`);

/** The path's account (`account_id`, which the responder's account check does not name). */
async function accountRefusal(call: EsignCall) {
  if (await membershipIn(call.context.db, call.user.id, call.params.account_id)) return undefined;
  return platformError(
    403,
    'USER_LACKS_PERMISSIONS',
    'This user does not belong to the requested account.',
  );
}

/** The path's form, or the platform's refusal. */
async function formOf(call: EsignCall): Promise<WebForm | Answer> {
  const refused = await accountRefusal(call);
  if (refused) return refused;
  const index = await call.context.operationIndex();
  return (
    (await findForm(call.context.db, index, call.params.account_id, call.params.form_id)) ??
    formMissing(call.params.form_id)
  );
}

const isRefusal = (found: object): found is Answer => 'status' in found;

/** A new instance token, its hash kept; the form URL carries it (`formPage.ts`). */
function issueToken(call: EsignCall, form: WebForm, instanceId: string) {
  const token = randomBytes(24).toString('base64url');
  const formUrl = `${call.baseUri}/webforms/${form.accountId}/${form.id}/${instanceId}?token=${token}`;
  return { token, hash: tokenHash(token), formUrl };
}

/** GET /forms: the account's forms, searched by name and sorted as asked. */
const listForms: EsignHandler = async (call) => {
  const refused = await accountRefusal(call);
  if (refused) return refused;
  const index = await call.context.operationIndex();
  const search = text(call.query.search).toLowerCase();
  const sortBy = text(call.query.sort_by) || 'updated_date_desc';
  const forms = (await formsOf(call.context.db, index, call.params.account_id))
    .filter((form) => !search || form.name.toLowerCase().includes(search))
    .sort((a, b) => {
      const order = sortBy.endsWith('_desc') ? -1 : 1;
      return sortBy.startsWith('name')
        ? order * a.name.localeCompare(b.name)
        : order * (a.updated - b.updated);
    });
  const start = Number(call.query.start_position ?? 0) || 0;
  const count = Number(call.query.count ?? 20) || 20;
  const page = forms.slice(start, start + count);
  return {
    status: 200,
    body: {
      items: page.map((form) => ({
        id: form.id,
        accountId: form.accountId,
        name: form.name,
        lastUpdated: new Date(form.updated).toISOString(),
        isPublished: true,
        formProperties: { name: form.name, isStandalone: false, isPublished: true },
      })),
      resultSetSize: page.length,
      totalSetSize: forms.length,
      startPosition: start,
      endPosition: Math.max(start, start + page.length - 1),
      nextUrl: null,
    },
  };
};

/** GET /forms/{form_id}: the form with the fields an instance's formValues name. */
const getForm: EsignHandler = async (call) => {
  const form = await formOf(call);
  if (isRefusal(form)) return form;
  return {
    status: 200,
    body: {
      id: form.id,
      accountId: form.accountId,
      formProperties: { name: form.name, isStandalone: false, isPublished: true },
      formMetadata: {
        owner: { userId: call.user.id, userName: call.user.name },
        lastPublishedDateTime: new Date(form.updated).toISOString(),
        source: form.templateId ? 'templates' : 'blank',
      },
      fields: form.fields.map(({ name, label, type, required, options }) => ({
        name,
        label,
        type,
        required,
        ...(options ? { options } : {}),
      })),
    },
  };
};

/** POST /forms/{form_id}/instances: an instance for one user, with the URL that opens it. */
const createInstance: EsignHandler = async (call) => {
  const form = await formOf(call);
  if (isRefusal(form)) return form;
  const request = asObject(call.body);
  const id = randomUUID();
  const issued = issueToken(call, form, id);
  const now = Date.now();
  const hours = Number(request.expirationOffset) || DEFAULT_OFFSET_HOURS;
  const instance: StoredResource = {
    id,
    body: {
      clientUserId: text(request.clientUserId),
      formValues: asObject(request.formValues),
      recipients: Array.isArray(request.recipients) ? request.recipients : [],
      returnUrl: text(request.returnUrl) || undefined,
      tags: Array.isArray(request.tags) ? request.tags : [],
      status: 'INITIATED',
      tokenHash: issued.hash,
      expiresAt: now + hours * 3600_000,
      envelopes: [],
      createdBy: call.user,
    },
    created: now,
    updated: now,
  };
  const place = instancesPlace(call.api.entry.swaggerName, form.accountId, form.id);
  await saveResource(call.context.db, place, instance);
  return { status: 201, body: instanceAnswer(instance, form, issued) };
};

/** An instance of the path's form, or the platform's refusal. */
async function instanceOf(call: EsignCall) {
  const form = await formOf(call);
  if (isRefusal(form)) return form;
  const place = instancesPlace(call.api.entry.swaggerName, form.accountId, form.id);
  const instance = await findResource(call.context.db, place, call.params.instance_id);
  return instance ? { form, place, instance } : instanceMissing(call.params.instance_id);
}

const getInstance: EsignHandler = async (call) => {
  const found = await instanceOf(call);
  if (isRefusal(found)) return found;
  return { status: 200, body: instanceAnswer(found.instance, found.form) };
};

const listInstances: EsignHandler = async (call) => {
  const form = await formOf(call);
  if (isRefusal(form)) return form;
  const place = instancesPlace(call.api.entry.swaggerName, form.accountId, form.id);
  const user = text(call.query.client_user_id);
  const items = (await listResources(call.context.db, place, 0, 10_000)).items.filter(
    (instance) => !user || instance.body.clientUserId === user,
  );
  return { status: 200, body: { items: items.map((item) => instanceAnswer(item, form)) } };
};

/** POST .../refresh: a new token (the old one stops working) while the instance lasts. */
const refreshToken: EsignHandler = async (call) => {
  const found = await instanceOf(call);
  if (isRefusal(found)) return found;
  const { form, place, instance } = found;
  const status = statusOf(instance);
  if (status === 'EXPIRED' || status === 'SUBMITTED') {
    return platformError(
      400,
      'INSTANCE_NOT_ACTIVE',
      `The instance ${instance.id} is ${status.toLowerCase()}; create a new one.`,
    );
  }
  const issued = issueToken(call, form, instance.id);
  const refreshed = {
    ...instance,
    body: { ...instance.body, tokenHash: issued.hash },
    updated: Date.now(),
  };
  await saveResource(call.context.db, place, refreshed);
  return { status: 200, body: instanceAnswer(refreshed, form, issued) };
};

/** POST .../send: submits the instance with the values it holds, as the form's Submit does. */
const sendInstance: EsignHandler = async (call) => {
  const found = await instanceOf(call);
  if (isRefusal(found)) return found;
  const submitted = await submitInstance(call.context, found, {}, call.baseUri);
  if (!submitted.ok) return submitted.answer;
  return { status: 200, body: instanceAnswer(submitted.instance, found.form) };
};

/** The Web Forms operations, by operationId: forms are the account's templates (`forms.ts`). */
export const webformsOperations: Record<string, EsignHandler> = {
  FormManagement_ListForms: listForms,
  FormManagement_GetForm: getForm,
  FormInstanceManagement_CreateInstance: createInstance,
  FormInstanceManagement_ListInstances: listInstances,
  FormInstanceManagement_GetInstance: getInstance,
  FormInstanceManagement_RefreshToken: refreshToken,
  FormInstanceManagement_SendInstance: sendInstance,
};
