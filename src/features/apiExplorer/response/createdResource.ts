import type { ExplorerIndexApi, ExplorerIndexMethod } from '../../../../lib/site/explorerIndex';
import type { ApiExplorerResponse } from '../apiExplorerTypes';
import { encodeSharedRequest } from '../share/sharedRequest';
import { SHARE_PARAMETER } from '../share/shareUrl';

/** An id a 201 answer names at its top level (`envelopeId`, `templateId`...). */
export interface CreatedId {
  name: string;
  value: string;
}

const ID_NAME = /^[a-z][A-Za-z0-9]*Id$/;

/** The new resource's ids in a 201 answer: every top-level `…Id` with a value, in order. */
export function createdIds(response: ApiExplorerResponse): CreatedId[] {
  const { status, data } = response;
  if (status !== 201 || typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  return Object.entries(data as Record<string, unknown>)
    .filter(([name, value]) => ID_NAME.test(name) && /^(string|number)$/.test(typeof value))
    .map(([name, value]) => ({ name, value: String(value) }))
    .filter((id) => id.value !== '');
}

/** The get method of what a create made, with the resource it belongs to. */
export interface GetMethod {
  resourceName: string;
  method: ExplorerIndexMethod;
}

/**
 * The method that reads back what `createPath` made under the id `idName`: a GET on the same
 * API version at `createPath/{idName}` (Envelopes: create → Envelopes: get).
 */
export function getMethodOf(
  apis: ExplorerIndexApi[],
  api: { apiName: string; version?: string },
  createPath: string,
  idName: string,
): GetMethod | undefined {
  const wanted = `${createPath.replace(/\/$/, '')}/{${idName}}`;
  const own = apis.filter(
    (entry) =>
      entry.apiName === api.apiName && (api.version === undefined || entry.version === api.version),
  );
  for (const entry of own) {
    for (const category of entry.categories) {
      for (const resource of category.resources) {
        const method = resource.methods.find(
          (candidate) => candidate.httpMethod === 'GET' && candidate.path === wanted,
        );
        if (method) return { resourceName: resource.name, method };
      }
    }
  }
  return undefined;
}

/**
 * The address of the get method's page in explorer mode with the new id filled in, and the
 * request's other path values it shares (accountId), as a share link carries them.
 */
export function getMethodHref(
  getMethod: GetMethod,
  id: CreatedId,
  pathParameters: Record<string, string>,
): string {
  const names = [...getMethod.method.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const values = Object.fromEntries(
    names
      .map((name): [string, string | undefined] => [
        name,
        name === id.name ? id.value : pathParameters[name],
      ])
      .filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const encoded = encodeSharedRequest({
    pathParameters: values,
    queryParameters: {},
    headerParameters: {},
    customHeaderParameters: [],
    editorType: 'form',
  });
  const page = `${getMethod.method.pagePath}?explorer=true`;
  return encoded === null ? page : `${page}&${SHARE_PARAMETER}=${encoded}`;
}
