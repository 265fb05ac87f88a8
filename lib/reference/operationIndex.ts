import type {
  ApiReferenceModel,
  CategoryModel,
  OperationModel,
  RegistryEntry,
  ResourceModel,
} from './model';

/** One loaded API version with its registry entry: what the operation index's readers share. */
export interface IndexedApi {
  model: ApiReferenceModel;
  entry: RegistryEntry;
  /** The registry's apiBasePathDemo: the API's path under an account's base_uri, e.g. /restapi. */
  basePath: string;
}

/** An operation with the API version, category and resource it belongs to. */
export interface IndexedOperation {
  api: IndexedApi;
  category: CategoryModel;
  resource: ResourceModel;
  operation: OperationModel;
}

/**
 * Every operation of every loaded API version, for the server's readers (the explorer proxy,
 * the sandbox platform, MCP, Postman): the queries they make, so none walks categories itself.
 */
export interface OperationIndex {
  apis: IndexedApi[];
  /** Whether a name is a version's swaggerName or an API's (primary) name. */
  knows(apiName: string): boolean;
  /** Every operation in catalog order (primary versions first), of one API when named. */
  operations(apiName?: string): IndexedOperation[];
  /** The operations of one API version. */
  operationsOf(api: IndexedApi): IndexedOperation[];
  /** The operation at a method and path template, e.g. GET /v2.1/accounts/{accountId}/envelopes. */
  byMethodAndPath(
    apiName: string,
    method: string,
    pathTemplate: string,
  ): IndexedOperation | undefined;
  /** The operation with an operationId, in one API when named. */
  byOperationId(apiName: string | undefined, operationId: string): IndexedOperation | undefined;
}

const methodAndPath = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

interface Entry {
  api: IndexedApi;
  all: IndexedOperation[];
  byMethodAndPath: Map<string, IndexedOperation>;
  byOperationId: Map<string, IndexedOperation>;
}

function indexApi(model: ApiReferenceModel, entry: RegistryEntry): Entry {
  const api: IndexedApi = { model, entry, basePath: entry.apiBasePathDemo };
  const indexed: Entry = { api, all: [], byMethodAndPath: new Map(), byOperationId: new Map() };
  for (const category of model.categories)
    for (const resource of category.resources)
      for (const operation of resource.methods) {
        const found = { api, category, resource, operation };
        indexed.all.push(found);
        const key = methodAndPath(operation.httpMethod, operation.path);
        // A path listed under two resources keeps its first place, as the pages do.
        if (!indexed.byMethodAndPath.has(key)) indexed.byMethodAndPath.set(key, found);
        if (operation.operationId && !indexed.byOperationId.has(operation.operationId))
          indexed.byOperationId.set(operation.operationId, found);
      }
  return indexed;
}

/** Indexes the catalog's models that the registry lists (others are not served). */
export function indexOperations(
  models: ApiReferenceModel[],
  registry: RegistryEntry[],
): OperationIndex {
  const entries: Entry[] = [];
  const byName = new Map<string, Entry[]>();
  const add = (name: string, entry: Entry) =>
    byName.set(name, [...(byName.get(name) ?? []), entry]);
  for (const model of models) {
    const registered = registry.find((candidate) => candidate.swaggerName === model.apiName);
    if (!registered) continue;
    const entry = indexApi(model, registered);
    entries.push(entry);
    add(model.swaggerName, entry);
    if (model.apiName !== model.swaggerName) add(model.apiName, entry);
  }
  const of = (apiName?: string) => (apiName === undefined ? entries : (byName.get(apiName) ?? []));
  const first = <T>(list: Entry[], pick: (entry: Entry) => T | undefined) => {
    for (const entry of list) {
      const found = pick(entry);
      if (found) return found;
    }
    return undefined;
  };
  return {
    apis: entries.map((entry) => entry.api),
    knows: (apiName) => byName.has(apiName),
    operations: (apiName) => of(apiName).flatMap((entry) => entry.all),
    operationsOf: (api) => entries.find((entry) => entry.api === api)?.all ?? [],
    byMethodAndPath: (apiName, method, pathTemplate) =>
      first(of(apiName), (entry) => entry.byMethodAndPath.get(methodAndPath(method, pathTemplate))),
    byOperationId: (apiName, operationId) =>
      first(of(apiName), (entry) => entry.byOperationId.get(operationId)),
  };
}
