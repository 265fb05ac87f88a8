import { randomUUID } from 'node:crypto';
import { esignatureOperations } from '../esignature';
import type { EsignCall, EsignHandler } from '../esignature/call';
import { asObject, text } from '../esignature/call';
import { platformError } from '../esignature/errors';
import type { Answer } from '../resources/handler';
import { findResource, listResources, saveResource, type StoredResource } from '../resources/store';
import { esignatureOf } from '../webforms/forms';
import { SIGNING_WORKFLOW, workflowIdOf } from './definitions';
import { instancesPlace, waitingPlace } from './places';

export const iso = (ms: unknown) => (typeof ms === 'number' ? new Date(ms).toISOString() : null);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const definitionMissing = () =>
  platformError(404, 'NOT_FOUND', 'No workflow definition has this ID.');

/**
 * The account's workflow when the path names it (`workflowDefinitionId` in the bundled spec's
 * paths, `workflowId` in the IAM paths), else the platform's 404.
 */
export function workflowOf(call: EsignCall): { id: string; accountId: string } | Answer {
  const accountId = call.params.accountId;
  const id = workflowIdOf(accountId);
  const named = call.params.workflowDefinitionId ?? call.params.workflowId;
  return named?.toLowerCase() === id ? { id, accountId } : definitionMissing();
}
export const isAnswer = (found: object): found is Answer => 'status' in found;

export function requirements(call: EsignCall, id: string) {
  return {
    trigger_id: workflowIdOf(`${id}/trigger`),
    trigger_event_type: 'HTTP_API',
    trigger_http_config: {
      method: 'POST',
      url: `${call.baseUri}${call.api.basePath}/v1/accounts/${call.params.accountId}/workflows/${id}/actions/trigger`,
    },
    trigger_input_schema: SIGNING_WORKFLOW.inputs,
  };
}

const listDefinitions: EsignHandler = async (call) => {
  const id = workflowIdOf(call.params.accountId);
  return {
    status: 200,
    body: { value: [{ id, name: SIGNING_WORKFLOW.name, status: 'active' }], count: 1 },
  };
};

const getDefinition: EsignHandler = async (call) => {
  const workflow = workflowOf(call);
  if (isAnswer(workflow)) return workflow;
  return {
    status: 200,
    body: {
      id: workflow.id,
      name: SIGNING_WORKFLOW.name,
      status: 'active',
      trigger: requirements(call, workflow.id),
      steps: SIGNING_WORKFLOW.steps,
      createdDate: iso(SIGNING_WORKFLOW.created),
      lastUpdatedDate: iso(SIGNING_WORKFLOW.created),
    },
  };
};

const getRequirements: EsignHandler = async (call) => {
  const workflow = workflowOf(call);
  if (isAnswer(workflow)) return workflow;
  return { status: 200, body: requirements(call, workflow.id) };
};

/**
 * POST .../actions/trigger: runs the workflow's step: the agreement sent (by the eSignature
 * rules, as the one who triggers) to the signer the inputs name; the instance is in progress
 * until the envelope ends (`listener.ts`).
 */
const triggerWorkflow: EsignHandler = async (call) => {
  const workflow = workflowOf(call);
  if (isAnswer(workflow)) return workflow;
  const payload = asObject(call.body);
  const inputs = asObject(payload.trigger_inputs);
  const signerName = text(inputs.signerName);
  const signerEmail = text(inputs.signerEmail);
  if (!signerName || !EMAIL.test(signerEmail)) {
    return platformError(
      400,
      'INVALID_REQUEST_BODY',
      'trigger_inputs needs signerName and signerEmail (an email address).',
    );
  }
  const esignature = esignatureOf(await call.context.operationIndex());
  if (!esignature) return platformError(503, 'ESIGNATURE_UNAVAILABLE', 'No eSignature API.');
  const sent = await esignatureOperations.Envelopes_PostEnvelopes({
    ...call,
    api: esignature.api,
    operation: esignature.operation,
    params: { accountId: workflow.accountId },
    query: {},
    body: {
      ...SIGNING_WORKFLOW.envelope,
      status: 'sent',
      recipients: {
        signers: [
          {
            recipientId: '1',
            name: signerName,
            email: signerEmail,
            tabs: { signHereTabs: [{ anchorString: '/sn1/', anchorUnits: 'pixels' }] },
          },
        ],
      },
    },
  });
  const envelopeId = text(asObject(sent.body).envelopeId);
  if (sent.status >= 300 || !envelopeId) return sent;
  const now = Date.now();
  const step = SIGNING_WORKFLOW.steps[0];
  const instance: StoredResource = {
    id: randomUUID(),
    body: {
      name: text(payload.instance_name),
      workflowStatus: 'in_progress',
      currentStepId: step.id,
      startedBy: call.user.id,
      startedAt: now,
      triggerInputs: { signerName, signerEmail },
      envelopeId,
      history: [{ stepId: step.id, stepName: step.name, startedAt: now }],
    },
    created: now,
    updated: now,
  };
  await saveResource(call.context.db, instancesPlace(workflow.accountId, workflow.id), instance);
  await saveResource(call.context.db, waitingPlace, {
    id: envelopeId,
    body: { accountId: workflow.accountId, workflowId: workflow.id, instanceId: instance.id },
    created: now,
    updated: now,
  });
  return { status: 200, body: { instance_id: instance.id } };
};

function instanceAnswer(instance: StoredResource) {
  const body = instance.body;
  return {
    id: instance.id,
    name: body.name,
    workflowStatus: body.workflowStatus,
    currentStepId: body.currentStepId,
    startedBy: body.startedBy,
    startDate: iso(body.startedAt),
    endDate: iso(body.endedAt),
  };
}

export async function instanceOf(call: EsignCall) {
  const workflow = workflowOf(call);
  if (isAnswer(workflow)) return workflow;
  const place = instancesPlace(workflow.accountId, workflow.id);
  const instance = await findResource(call.context.db, place, call.params.instanceId);
  return instance
    ? { place, instance }
    : platformError(404, 'NOT_FOUND', 'No workflow instance has this ID.');
}

const listInstances: EsignHandler = async (call) => {
  const workflow = workflowOf(call);
  if (isAnswer(workflow)) return workflow;
  const place = instancesPlace(workflow.accountId, workflow.id);
  const { items } = await listResources(call.context.db, place, 0, 10_000);
  return { status: 200, body: items.map(instanceAnswer) };
};

const getInstance: EsignHandler = async (call) => {
  const found = await instanceOf(call);
  if (isAnswer(found)) return found;
  return { status: 200, body: instanceAnswer(found.instance) };
};

/** The steps an instance ran: those that ended, with their outcome. */
const getHistory: EsignHandler = async (call) => {
  const found = await instanceOf(call);
  if (isAnswer(found)) return found;
  const steps = (found.instance.body.history as Record<string, unknown>[]).filter(
    (step) => step.endedAt !== undefined,
  );
  return {
    status: 200,
    body: {
      history: steps.map((step) => ({
        stepId: step.stepId,
        stepName: step.stepName,
        status: step.status,
        startedDate: iso(step.startedAt),
        endedDate: iso(step.endedAt),
      })),
    },
  };
};

/** POST .../cancel: voids the step's envelope, which the listener turns into `canceled`. */
export const cancelInstance: EsignHandler = async (call) => {
  const found = await instanceOf(call);
  if (isAnswer(found)) return found;
  if (found.instance.body.workflowStatus !== 'in_progress') {
    return {
      status: 200,
      body: { code: 'already_completed', message: 'The instance has already ended.' },
    };
  }
  const index = await call.context.operationIndex();
  const api = esignatureOf(index)?.api;
  const put = api && index.byOperationId(api.entry.swaggerName, 'Envelopes_PutEnvelope');
  if (!put) return platformError(503, 'ESIGNATURE_UNAVAILABLE', 'No eSignature API.');
  const voided = await esignatureOperations.Envelopes_PutEnvelope({
    ...call,
    api: put.api,
    operation: put.operation,
    params: { accountId: call.params.accountId, envelopeId: text(found.instance.body.envelopeId) },
    query: {},
    body: { status: 'voided', voidedReason: 'The workflow was canceled.' },
  });
  if (voided.status >= 300) return voided;
  return { status: 200, body: { code: 'canceled', message: 'The instance was canceled.' } };
};

/** The bundled spec's operations, by operationId: one workflow per account (`definitions.ts`). */
export const workflowOperations: Record<string, EsignHandler> = {
  WorkflowManagement_GetWorkflowDefinitions: listDefinitions,
  WorkflowManagement_GetWorkflowDefinition: getDefinition,
  WorkflowTrigger_GetWorkflowTriggerRequirements: getRequirements,
  WorkflowTrigger_TriggerWorkflow: triggerWorkflow,
  WorkflowInstanceManagement_GetWorkflowInstances: listInstances,
  WorkflowInstanceManagement_GetWorkflowInstancesLegacy: listInstances,
  WorkflowInstanceManagement_GetWorkflowInstance: getInstance,
  WorkflowInstanceManagement_GetWorkflowInstanceHistory: getHistory,
  WorkflowInstanceManagement_CancelWorkflowInstance: cancelInstance,
};
