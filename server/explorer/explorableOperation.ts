import type { IndexedOperation, OperationIndex } from '../../lib/reference';
import { ExplorerInputError } from './explorerError';

/** What an explorer call names: an API, a method and the operation's path template. */
export interface ExplorerTarget {
  apiName: string;
  method: string;
  pathTemplate: string;
}

/**
 * The one rule for what the API Explorer may call, used by POST /api/api-explorer and MCP's
 * try_operation alike: an API of the registry, an operation it declares with that method, and
 * an API whose registry entry offers the explorer (`hasApiExplorer`). Otherwise a 400 naming the
 * field: `apiName`, or the path template's field (`endpoint` in the route, `path` in MCP).
 */
export function explorableOperation(
  catalog: OperationIndex,
  { apiName, method, pathTemplate }: ExplorerTarget,
  pathField: string,
): IndexedOperation {
  if (!catalog.knows(apiName)) {
    throw new ExplorerInputError('apiName', 'apiName is not an API of this portal');
  }
  const found = catalog.byMethodAndPath(apiName, method, pathTemplate);
  if (!found) {
    throw new ExplorerInputError(
      pathField,
      `${pathField} is not a ${method} operation of ${apiName}`,
    );
  }
  if (found.api.entry.hasApiExplorer === false) {
    throw new ExplorerInputError('apiName', `${apiName} has no API Explorer`);
  }
  return found;
}
