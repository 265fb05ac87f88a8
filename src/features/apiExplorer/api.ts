import { http } from '../../app/http';
import {
  explorerSearchParams,
  type ExplorerCallQuery,
  type ExplorerMethod,
} from '../../../lib/explorer/callQuery';
import type { ExplorerResponse } from '../../../lib/explorer/contract';
import type { ApiExplorerRequest } from './apiExplorerTypes';
import { multipartBody } from './multipart/multipartBody';
import { isMultipartType } from './multipart/multipartFields';

export const API_EXPLORER_URL = '/api/api-explorer';

export type ExplorerCall = ApiExplorerRequest;

function nonEmpty(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/**
 * The query of POST /api/api-explorer (lib/explorer/callQuery.ts), as URL parameters: each
 * parameter group's members as `group[name]`; empty query values and headers left out.
 */
export function explorerQuery(call: ExplorerCall): Record<string, string> {
  const headers = Object.fromEntries(
    (call.customHeaderParameters ?? [])
      .filter((header) => header.name && header.value !== '')
      .map((header) => [header.name, header.value]),
  );
  const query: ExplorerCallQuery = {
    // The operation's own method, one of the five the explorer sends.
    method: call.method as ExplorerMethod,
    apiName: call.apiName,
    endpoint: call.endpoint,
    categoryName: call.categoryName,
    resourceName: call.resourceName,
    methodName: call.methodName,
    contentType: call.contentType || undefined,
    accept: call.accept || undefined,
    pathParameters: call.pathParameters ?? {},
    queryParameters: nonEmpty(call.queryParameters ?? {}),
    customHeaderParameters: headers,
  };
  // Each name once: a plain object is what axios writes as the URL's query.
  return Object.fromEntries(explorerSearchParams(query));
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
