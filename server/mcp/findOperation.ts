import type { OperationModel } from '../../lib/reference';
import { methodPath } from '../../lib/reference';
import type { ExplorerApi, ExplorerCatalog } from '../explorer/referenceModels';

export interface OperationQuery {
  apiName?: string;
  operationId?: string;
  method?: string;
  path?: string;
  url?: string;
}

export interface FoundOperation {
  api: ExplorerApi;
  operation: OperationModel;
  /** The operation's reference page, e.g. /docs/esign-rest-api/reference/envelopes/envelopes/create/ */
  pageUrl: string;
}

/** Every operation of every API version with its reference page, in catalog order. */
export function* allOperations(catalog: ExplorerCatalog): Generator<FoundOperation> {
  for (const api of catalog.apis)
    for (const category of api.model.categories)
      for (const resource of category.resources)
        for (const operation of resource.methods)
          yield { api, operation, pageUrl: methodPath(api.model, category, resource, operation) };
}

const sameApi = (api: ExplorerApi, name: string | undefined) =>
  !name || api.model.swaggerName === name || api.model.apiName === name;

/** The page path of a URL or path, with a trailing slash and without index.md or a query. */
function pagePath(url: string): string {
  const pathname = new URL(url, 'http://page.invalid').pathname.replace(/index\.md$/, '');
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/**
 * The operation a query names: by reference page URL, by operationId or by method and path
 * template (an apiName narrows the search; the primary version comes first in the catalog).
 */
export function findOperation(
  catalog: ExplorerCatalog,
  query: OperationQuery,
): FoundOperation | undefined {
  const wanted = query.url ? pagePath(query.url) : undefined;
  const method = query.method?.toUpperCase();
  for (const found of allOperations(catalog)) {
    if (!sameApi(found.api, query.apiName)) continue;
    const { operation } = found;
    if (wanted && found.pageUrl === wanted) return found;
    if (query.operationId && operation.operationId === query.operationId) return found;
    if (method && query.path && operation.httpMethod === method && operation.path === query.path)
      return found;
  }
  return undefined;
}
