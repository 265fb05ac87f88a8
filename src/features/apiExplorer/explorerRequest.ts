import type { OperationModel } from '../../../lib/reference/model';
import type { ApiExplorerState } from './apiExplorerSlice';
import type { ApiExplorerRequest } from './apiExplorerTypes';
import type { UploadMetadataMap } from './multipart/multipartFields';

/** Where a method page's explorer sends to: the operation and its place in the reference. */
export interface ExplorerTarget {
  operation: OperationModel;
  apiName: string;
  /** The API version (v2.1): with apiName, where its other methods are in the explorer index. */
  apiVersion?: string;
  categoryName: string;
  resourceName: string;
  pagePath: string;
  schemaChunkBase: string;
  /** Base URL of the platform the code samples call. */
  serverUrl?: string;
}

/** A method with a body to send: GET never carries one, whatever the spec declares. */
export const sendsBody = (operation: OperationModel) =>
  operation.httpMethod !== 'GET' && operation.requestBody !== undefined;

function acceptedType(operation: OperationModel): string | undefined {
  const success = operation.responses.find((response) => response.status.startsWith('2'));
  return success?.content[0]?.contentType;
}

/**
 * The API explorer request of docs/behaviour.md §3 for the state being edited: what Send posts to
 * /api/api-explorer and what the code samples and curl show.
 */
export function explorerRequest(
  target: ExplorerTarget,
  state: ApiExplorerState,
  upload?: { files: UploadMetadataMap },
): ApiExplorerRequest {
  const { operation } = target;
  const hasBody = sendsBody(operation);
  const headerValues = Object.entries(state.headerParameters)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ({ name, value }));
  return {
    method: operation.httpMethod,
    endpoint: operation.path,
    apiName: target.apiName,
    categoryName: target.categoryName,
    resourceName: target.resourceName,
    methodName: operation.name,
    contentType: hasBody
      ? (operation.requestBody?.content[0]?.contentType ?? 'application/json')
      : undefined,
    accept: acceptedType(operation),
    pathParameters: state.pathParameters,
    queryParameters: state.queryParameters,
    customHeaderParameters: [...headerValues, ...state.customHeaderParameters],
    body: hasBody ? state.bodyParams : undefined,
    files: upload?.files,
  };
}
