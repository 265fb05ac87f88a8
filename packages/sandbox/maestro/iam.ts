import type { EsignHandler } from '../esignature/call';
import { text } from '../esignature/call';
import type { StoredResource } from '../resources/store';
import { SIGNING_WORKFLOW, workflowIdOf } from './definitions';
import { cancelInstance, instanceOf, isAnswer, iso, requirements, workflowOf } from './workflows';

/**
 * The IAM paths' answers (`iamPaths.ts`) in the shapes the official client reads: snake_case,
 * lists under `data`, the instance's state in the client's words ("e.g. In Progress, Completed,
 * Canceled", its model's documentation). Same workflow, same instances as the bundled paths.
 */

const IAM_STATUS: Record<string, string> = {
  in_progress: 'In Progress',
  completed: 'Completed',
  canceled: 'Canceled',
  failed: 'Failed',
};

const metadata = () => ({
  created_at: iso(SIGNING_WORKFLOW.created),
  modified_at: iso(SIGNING_WORKFLOW.created),
});

/** GET /workflows: the account's one published (`active`) workflow, unless `status` excludes it. */
const listWorkflows: EsignHandler = async (call) => {
  const accountId = call.params.accountId;
  const status = text(call.query.status);
  const workflows =
    status && status !== 'active'
      ? []
      : [
          {
            id: workflowIdOf(accountId),
            name: SIGNING_WORKFLOW.name,
            account_id: accountId,
            status: 'active',
            metadata: metadata(),
          },
        ];
  return { status: 200, body: { data: workflows, response_metadata: {} } };
};

/** GET /workflows/{workflowId}/trigger-requirements: an HTTP trigger (the client's one type). */
const triggerRequirements: EsignHandler = async (call) => {
  const workflow = workflowOf(call);
  if (isAnswer(workflow)) return workflow;
  return {
    status: 200,
    body: {
      ...requirements(call, workflow.id),
      trigger_event_type: 'HTTP',
      metadata: metadata(),
    },
  };
};

function iamInstance(accountId: string, instance: StoredResource) {
  const body = instance.body;
  const status = text(body.workflowStatus);
  const step = SIGNING_WORKFLOW.steps[0];
  return {
    id: instance.id,
    name: body.name,
    workflow_status: IAM_STATUS[status] ?? status,
    account_id: accountId,
    started_at: iso(body.startedAt),
    started_by: body.startedBy,
    ended_at: iso(body.endedAt),
    last_modified_at: iso(instance.updated),
    canceled_at: status === 'canceled' ? iso(body.endedAt) : null,
    ...(body.triggerInputs ? { trigger_inputs: body.triggerInputs } : {}),
    total_steps: SIGNING_WORKFLOW.steps.length,
    last_completed_step: status === 'completed' ? 1 : 0,
    last_completed_step_name: status === 'completed' ? step.name : null,
  };
}

/** GET /workflows/{workflowId}/instances/{instanceId}. */
const getInstance: EsignHandler = async (call) => {
  const found = await instanceOf(call);
  if (isAnswer(found)) return found;
  return { status: 200, body: iamInstance(call.params.accountId, found.instance) };
};

/** The IAM paths' handlers by operationId; cancel answers as the bundled cancel does. */
export const iamHandlers: Record<string, EsignHandler> = {
  Iam_GetWorkflowsList: listWorkflows,
  Iam_GetWorkflowTriggerRequirements: triggerRequirements,
  Iam_GetWorkflowInstance: getInstance,
  Iam_CancelWorkflowInstance: cancelInstance,
};
