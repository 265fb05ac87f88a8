import type { IndexedOperation, OperationModel } from '../../../lib/reference';

/**
 * The paths of the Maestro API that succeeds the bundled 1.0.7 spec, as the real platform
 * serves them and its official client (`@docusign/iam-sdk`, `maestro.workflows` and
 * `maestro.workflowInstanceManagement`) calls them under the same base URL. The bundled spec
 * lists definitions under `/management/workflow_definitions`; the trigger's path is the same in
 * both. Each is served as a copy of the bundled operation it answers like (its parameters, so
 * the responder checks them as it checks the spec's), the workflow's path parameter renamed.
 * Not served: the client's instance list, whose path is the bundled legacy list's (that one
 * keeps the bundled spec's answer), and pause/resume (one published workflow that runs).
 */
const IAM_PATHS: { operationId: string; from: string; httpMethod: string; path: string }[] = [
  {
    operationId: 'Iam_GetWorkflowsList',
    from: 'WorkflowManagement_GetWorkflowDefinitions',
    httpMethod: 'GET',
    path: '/v1/accounts/{accountId}/workflows',
  },
  {
    operationId: 'Iam_GetWorkflowTriggerRequirements',
    from: 'WorkflowTrigger_GetWorkflowTriggerRequirements',
    httpMethod: 'GET',
    path: '/v1/accounts/{accountId}/workflows/{workflowId}/trigger-requirements',
  },
  {
    operationId: 'Iam_GetWorkflowInstance',
    from: 'WorkflowInstanceManagement_GetWorkflowInstance',
    httpMethod: 'GET',
    path: '/v1/accounts/{accountId}/workflows/{workflowId}/instances/{instanceId}',
  },
  {
    operationId: 'Iam_CancelWorkflowInstance',
    from: 'WorkflowInstanceManagement_CancelWorkflowInstance',
    httpMethod: 'POST',
    path: '/v1/accounts/{accountId}/workflows/{workflowId}/instances/{instanceId}/actions/cancel',
  },
];

const renamed = (operation: OperationModel): OperationModel['parameters'] =>
  operation.parameters.map((parameter) =>
    parameter.in === 'path' && parameter.name === 'workflowDefinitionId'
      ? { ...parameter, name: 'workflowId' }
      : parameter,
  );

/** The IAM paths' operations, made from the bundled Maestro operations among `operations`. */
export function iamOperations<T extends Pick<IndexedOperation, 'api' | 'operation'>>(
  operations: T[],
): T[] {
  return IAM_PATHS.flatMap(({ operationId, from, httpMethod, path }) => {
    const found = operations.find((candidate) => candidate.operation.operationId === from);
    if (!found) return [];
    const operation = {
      ...found.operation,
      operationId,
      httpMethod,
      path,
      parameters: renamed(found.operation),
    };
    return [{ ...found, operation }];
  });
}
