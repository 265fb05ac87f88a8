import type { IndexedApi, OperationModel } from '../../../lib/reference';

/** One operation of one API version, as the sweep calls it. */
export interface PlannedOperation {
  api: IndexedApi;
  operation: OperationModel;
  /** `swaggerName METHOD path`: how reports name it. */
  key: string;
  /** The path parameters it needs, account ids left out (the sweep knows those). */
  needs: string[];
  /** A create: a POST on a path whose items are `{path}/{id}` (the parameter named). */
  creates?: string;
  /** A list: a GET on a path whose items are read at `{path}/{id}`. */
  lists?: string;
}

const PARAM = /\{([^}]+)\}/g;
/** The account a call acts in: the sweep's own, never a learnt id. */
export const isAccountParameter = (name: string) =>
  name.replace(/_/g, '').toLowerCase() === 'accountid';

export const parametersOf = (path: string) =>
  [...path.matchAll(PARAM)].map((match) => match[1]).filter((name) => !isAccountParameter(name));

/** The parameter that names an item directly below `path` among the API's paths, if any. */
function itemParameter(path: string, paths: string[], method: string, methods: Map<string, Set<string>>) {
  for (const candidate of paths) {
    if (!candidate.startsWith(`${path}/{`)) continue;
    const rest = candidate.slice(path.length + 2);
    if (rest.indexOf('}') !== rest.length - 1) continue;
    if (methods.get(candidate)?.has(method)) return rest.slice(0, -1);
  }
  return undefined;
}

/** The order the sweep calls in: creates (0), then reads (1), other changes (2), deletes (3). */
export const phaseOf = (planned: PlannedOperation) => {
  const method = planned.operation.httpMethod;
  if (planned.creates) return 0;
  if (method === 'GET') return 1;
  if (method === 'DELETE') return 3;
  return 2;
};

/**
 * The sweep's plan of an API version: every operation once, creates before what reads them,
 * deletes last, and which lists and creates name items that a GET reads.
 */
export function planOperations(api: IndexedApi, operations: OperationModel[]): PlannedOperation[] {
  const paths = [...new Set(operations.map((operation) => operation.path))];
  const methods = new Map<string, Set<string>>();
  for (const { path, httpMethod } of operations) {
    if (!methods.has(path)) methods.set(path, new Set());
    methods.get(path)!.add(httpMethod);
  }
  const planned = operations.map((operation): PlannedOperation => {
    const item = itemParameter(operation.path, paths, 'GET', methods);
    return {
      api,
      operation,
      key: `${api.model.swaggerName} ${operation.httpMethod} ${operation.path}`,
      needs: parametersOf(operation.path),
      creates: operation.httpMethod === 'POST' ? item : undefined,
      lists: operation.httpMethod === 'GET' ? item : undefined,
    };
  });
  return planned.sort(
    (a, b) => phaseOf(a) - phaseOf(b) || a.needs.length - b.needs.length || a.key.localeCompare(b.key),
  );
}
