import type {
  IndexedApi,
  IndexedOperation,
  OperationIndex,
  OperationModel,
} from '../../lib/reference';
import { methodPath } from '../../lib/reference';

export interface OperationQuery {
  apiName?: string;
  operationId?: string;
  method?: string;
  path?: string;
  url?: string;
}

export interface FoundOperation {
  api: IndexedApi;
  operation: OperationModel;
  /** The operation's reference page, e.g. /docs/esign-rest-api/reference/envelopes/envelopes/create/ */
  pageUrl: string;
}

const pageUrlOf = ({ api, category, resource, operation }: IndexedOperation): FoundOperation => ({
  api,
  operation,
  pageUrl: methodPath(api.model, category, resource, operation),
});

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
  catalog: OperationIndex,
  query: OperationQuery,
): FoundOperation | undefined {
  const { apiName } = query;
  if (apiName !== undefined && !catalog.knows(apiName)) return undefined;
  if (query.url) {
    const wanted = pagePath(query.url);
    const found = catalog
      .operations(apiName)
      .map(pageUrlOf)
      .find((candidate) => candidate.pageUrl === wanted);
    if (found) return found;
  }
  if (query.operationId) {
    const found = catalog.byOperationId(apiName, query.operationId);
    if (found) return pageUrlOf(found);
  }
  if (query.method && query.path) {
    const found = apiName
      ? catalog.byMethodAndPath(apiName, query.method, query.path)
      : catalog.apis
          .map((api) => catalog.byMethodAndPath(api.model.swaggerName, query.method!, query.path!))
          .find(Boolean);
    if (found) return pageUrlOf(found);
  }
  return undefined;
}
