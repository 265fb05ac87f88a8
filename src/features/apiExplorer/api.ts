import { http } from '../../app/http';
import type { ExplorerQuery, ExplorerResponse } from '../../../lib/explorer/contract';
import type { ApiExplorerRequest } from './apiExplorerTypes';
import { multipartBody } from './multipart/multipartBody';
import { isMultipartType } from './multipart/multipartFields';

export const API_EXPLORER_URL = '/api/api-explorer';

export type ExplorerCall = ApiExplorerRequest;

function nonEmpty(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/** The query of POST /api/api-explorer: parameters travel as JSON objects. */
export function explorerQuery(call: ExplorerCall): ExplorerQuery {
  const headers = Object.fromEntries(
    (call.customHeaderParameters ?? [])
      .filter((header) => header.name && header.value !== '')
      .map((header) => [header.name, header.value]),
  );
  const query: ExplorerQuery = {
    method: call.method,
    apiName: call.apiName,
    endpoint: call.endpoint,
    categoryName: call.categoryName,
    resourceName: call.resourceName,
    methodName: call.methodName,
    pathParameters: JSON.stringify(call.pathParameters ?? {}),
    queryParameters: JSON.stringify(nonEmpty(call.queryParameters ?? {})),
    customHeaderParameters: JSON.stringify(headers),
  };
  if (call.contentType) query.contentType = call.contentType;
  if (call.accept) query.accept = call.accept;
  return query;
}

/**
 * The page the call is made from (docs/behaviour.md §3, `siteUrl`): this site's origin and path,
 * which the server checks is its own public origin.
 */
export function currentSiteUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/** Sends one explorer call through the portal's server, which adds nothing but the bearer. */
export async function postExplorerCall(call: ExplorerCall): Promise<ExplorerResponse> {
  const params = { ...explorerQuery(call), siteUrl: currentSiteUrl() };
  const hasBody = call.method !== 'GET' && call.body !== undefined;
  const contentType = call.contentType ?? 'application/json';
  if (hasBody && isMultipartType(contentType)) {
    // No Content-Type of ours: the browser writes multipart/form-data with its boundary.
    const form = await multipartBody(call.body, call.files ?? {});
    const response = await http.post<ExplorerResponse>(API_EXPLORER_URL, form, { params });
    return response.data;
  }
  const response = await http.post<ExplorerResponse>(
    API_EXPLORER_URL,
    hasBody ? JSON.stringify(call.body) : '',
    {
      params,
      headers: { 'Content-Type': hasBody ? contentType : 'application/json' },
      // The body is already a string: axios must not encode it again.
      transformRequest: [(data: unknown) => data],
    },
  );
  return response.data;
}
