import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiReferenceModel, RegistryEntry } from '../../../lib/reference/model';
import { methodPath } from '../../../lib/reference/urls';
import { EXPLORER_INDEX_FILE, type ExplorerIndexApi } from '../../../lib/site/explorerIndex';

/** The explorer's choices from the reference models: only APIs the registry opens to it. */
export function explorerIndex(
  models: ApiReferenceModel[],
  registry: Map<string, RegistryEntry>,
): ExplorerIndexApi[] {
  return models
    .filter((model) => registry.get(model.apiName)?.hasApiExplorer === true)
    .map((model) => ({
      apiName: model.apiName,
      swaggerName: model.swaggerName,
      displayName: model.displayName,
      version: model.version,
      isPrimary: model.isPrimary,
      categories: model.categories.map((category) => ({
        name: category.name,
        resources: category.resources.map((resource) => ({
          name: resource.name,
          methods: resource.methods.map((operation) => ({
            name: operation.name,
            httpMethod: operation.httpMethod,
            path: operation.path,
            pagePath: methodPath(model, category, resource, operation),
          })),
        })),
      })),
    }));
}

/** Writes public/api-explorer/index.json, fetched by the /tools/api-explorer/ page. */
export async function writeExplorerIndex(
  publicDir: string,
  models: ApiReferenceModel[],
  registry: Map<string, RegistryEntry>,
): Promise<void> {
  const file = path.join(publicDir, EXPLORER_INDEX_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ apis: explorerIndex(models, registry) }));
}
