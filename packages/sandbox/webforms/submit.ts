import type { SandboxContext } from '../context';
import { esignatureOperations, PlatformRefusal } from '../esignature';
import { asObject, text } from '../esignature/call';
import { platformError } from '../esignature/errors';
import { mergeTabs } from '../esignature/definition';
import type { Answer } from '../resources/handler';
import { saveResource, type Place, type StoredResource } from '../resources/store';
import { fieldName, type FormRole } from './fields';
import { esignatureOf, type WebForm } from './forms';
import { statusOf } from './instanceAnswer';
import { isChecked, valueProblems, valueText } from './values';

export type Submitted =
  | { ok: true; instance: StoredResource; envelopeId: string }
  | { ok: false; answer: Answer; problems?: Record<string, string> };

/** The role's tabs holding the form's values (a radio group's choice, a checkbox's state). */
function roleTabs(form: WebForm, role: FormRole, values: Record<string, unknown>) {
  const tabs: Record<string, Record<string, unknown>[]> = {};
  for (const field of form.fields) {
    if (field.roleName !== role.roleName || !field.tab || values[field.name] === undefined)
      continue;
    const value = values[field.name];
    const { list, label } = field.tab;
    const tab =
      list === 'checkboxTabs'
        ? { tabLabel: label, selected: String(isChecked(value)) }
        : list === 'radioGroupTabs'
          ? { groupName: label, radios: [{ value: valueText(value), selected: 'true' }] }
          : { tabLabel: label, value: valueText(value) };
    (tabs[list] ??= []).push(tab);
  }
  return tabs;
}

/** The roles as the envelope's recipients see them: name, email, the filler embedded. */
function roleAssignments(form: WebForm, instance: StoredResource, values: Record<string, unknown>) {
  const given = (Array.isArray(instance.body.recipients) ? instance.body.recipients : []).map(
    asObject,
  );
  const filler = [...form.roles].sort((a, b) => a.routingOrder - b.routingOrder)[0];
  return form.roles.map((role) => {
    const prefix = fieldName(role.roleName);
    const recipient = given.find(
      (candidate) => text(candidate.roleName).toLowerCase() === role.roleName.toLowerCase(),
    );
    return {
      roleName: role.roleName,
      name: role.name || valueText(values[`${prefix}_Name`]) || text(recipient?.name),
      email: role.email || valueText(values[`${prefix}_Email`]) || text(recipient?.email),
      clientUserId: role === filler ? text(instance.body.clientUserId) : undefined,
      tabs: roleTabs(form, role, values),
    };
  });
}

/** The envelope a submission sends: the template's, or the built-in form's definition. */
function envelopeDefinition(
  form: WebForm,
  instance: StoredResource,
  values: Record<string, unknown>,
) {
  const roles = roleAssignments(form, instance, values);
  const emailSubject = form.emailSubject || `Please sign: ${form.name}`;
  if (form.templateId) {
    return { templateId: form.templateId, templateRoles: roles, emailSubject, status: 'sent' };
  }
  const definition = form.definition ?? {};
  const signers = (asObject(definition.recipients).signers as Record<string, unknown>[]).map(
    (signer, index) => {
      const { tabs, ...role } = roles[index];
      return {
        ...signer,
        ...role,
        tabs: mergeTabs(asObject(signer.tabs) as Record<string, Record<string, unknown>[]>, tabs),
      };
    },
  );
  return { ...definition, recipients: { signers }, emailSubject, status: 'sent' };
}

/**
 * Submits an instance: its values (kept ones, then what the page sent) checked against the
 * form's fields, then the envelope sent by the eSignature rules, as the form's creator; the
 * instance is then SUBMITTED with the envelope, or keeps its status when the platform refuses.
 */
export async function submitInstance(
  context: SandboxContext,
  { form, place, instance }: { form: WebForm; place: Place; instance: StoredResource },
  entered: Record<string, unknown>,
  baseUri: string,
): Promise<Submitted> {
  const status = statusOf(instance);
  if (status === 'SUBMITTED' || status === 'EXPIRED') {
    return {
      ok: false,
      answer: platformError(
        400,
        'INSTANCE_NOT_ACTIVE',
        `The instance ${instance.id} is ${status.toLowerCase()}; create a new one.`,
      ),
    };
  }
  const values = { ...asObject(instance.body.formValues), ...entered };
  const problems = valueProblems(form.fields, values);
  if (Object.keys(problems).length > 0) {
    const message = Object.entries(problems)
      .map(([name, problem]) => `${name}: ${problem}`)
      .join(' ');
    return { ok: false, problems, answer: platformError(400, 'INVALID_FORM_VALUES', message) };
  }
  const esignature = esignatureOf(await context.operationIndex());
  if (!esignature) {
    return {
      ok: false,
      answer: platformError(503, 'ESIGNATURE_UNAVAILABLE', 'No eSignature API.'),
    };
  }
  let answer: Answer;
  try {
    answer = await esignatureOperations.Envelopes_PostEnvelopes({
      context,
      api: esignature.api,
      operation: esignature.operation,
      params: { accountId: form.accountId },
      query: {},
      body: envelopeDefinition(form, instance, values),
      baseUri,
      user: instance.body.createdBy as { id: string; name: string; email: string },
    });
  } catch (error) {
    if (error instanceof PlatformRefusal) return { ok: false, answer: error.answer };
    throw error;
  }
  const envelopeId = text(asObject(answer.body).envelopeId);
  if (answer.status >= 300 || !envelopeId) return { ok: false, answer };
  const now = Date.now();
  const submitted: StoredResource = {
    ...instance,
    body: {
      ...instance.body,
      formValues: values,
      status: 'SUBMITTED',
      submittedAt: now,
      envelopes: [{ id: envelopeId, createdDateTime: new Date(now).toISOString() }],
    },
    updated: now,
  };
  await saveResource(context.db, place, submitted);
  return { ok: true, instance: submitted, envelopeId };
}
