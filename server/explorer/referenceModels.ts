import path from 'node:path';
import {
  loadCatalog,
  readRegistry,
  type ApiReferenceModel,
  type OperationModel,
  type RegistryEntry,
} from '../../lib/reference';

/** One API version as the explorer and the sandbox responder use it. */
export interface ExplorerApi {
  model: ApiReferenceModel;
  entry: RegistryEntry;
  /** The registry's apiBasePathDemo, e.g. /sandbox/restapi. */
  basePath: string;
  /** "GET /v2.1/accounts/{accountId}/envelopes" → the operation. */
  operations: Map<string, OperationModel>;
}

export interface ExplorerCatalog {
  apis: ExplorerApi[];
  /** By a version's swaggerName and by the registry's (primary) swaggerName. */
  find(
    apiName: string,
    method: string,
    pathTemplate: string,
  ): { api: ExplorerApi; operation: OperationModel } | undefined;
  knows(apiName: string): boolean;
}

export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function buildCatalog(models: ApiReferenceModel[], registry: RegistryEntry[]): ExplorerCatalog {
  const apis: ExplorerApi[] = [];
  const byName = new Map<string, ExplorerApi[]>();
  const add = (name: string, api: ExplorerApi) =>
    byName.set(name, [...(byName.get(name) ?? []), api]);
  for (const model of models) {
    const entry = registry.find((candidate) => candidate.swaggerName === model.apiName);
    if (!entry) continue;
    const operations = new Map<string, OperationModel>();
    for (const category of model.categories)
      for (const resource of category.resources)
        for (const method of resource.methods) {
          const key = operationKey(method.httpMethod, method.path);
          if (!operations.has(key)) operations.set(key, method);
        }
    const api: ExplorerApi = { model, entry, basePath: entry.apiBasePathDemo, operations };
    apis.push(api);
    add(model.swaggerName, api);
    if (model.apiName !== model.swaggerName) add(model.apiName, api);
  }
  return {
    apis,
    knows: (apiName) => byName.has(apiName),
    find(apiName, method, pathTemplate) {
      const key = operationKey(method, pathTemplate);
      for (const api of byName.get(apiName) ?? []) {
        const operation = api.operations.get(key);
        if (operation) return { api, operation };
      }
      return undefined;
    },
  };
}

let loading: Promise<ExplorerCatalog> | undefined;

/** The built site's folder, as server/config.ts resolves it. */
const publicDir = () =>
  path.resolve(process.env.PUBLIC_DIR || path.join(__dirname, '..', '..', 'public'));

/**
 * The reference catalog the build wrote (public/api-reference/catalog.json.gz), else every spec
 * normalised here through the same lib module (about 2 s); loaded once per process and shared
 * by the explorer route and the sandbox responder. A failed load is retried on the next call.
 */
export function explorerCatalog(): Promise<ExplorerCatalog> {
  if (!loading) {
    loading = (async () => {
      const registry = readRegistry();
      const models = await loadCatalog(publicDir());
      return buildCatalog(models, registry);
    })();
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
