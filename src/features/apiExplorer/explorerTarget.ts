import type { MethodPageContext } from '../../../lib/site/pageContext/apiReference';
import type { ExplorerTarget } from './explorerRequest';

/**
 * Where a method page's explorer sends to, from the page's data. `serverUrl` (the base URL the
 * code samples call) is the browser's to work out: the static HTML has no origin of its own.
 */
export function explorerTargetOf(page: MethodPageContext, serverUrl?: string): ExplorerTarget {
  // Breadcrumbs run API › category › resource › method.
  const crumbs = page.breadcrumbs;
  return {
    operation: page.operation,
    apiName: page.api.apiName,
    apiVersion: page.api.version,
    categoryName: crumbs[1]?.label ?? '',
    resourceName: crumbs[crumbs.length - 2]?.label ?? '',
    pagePath: page.pagePath,
    schemaChunkBase: page.schemaChunkBase,
    serverUrl,
  };
}
