import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { ApiReferenceModel } from '../openapi/model';
import { loadApiReferences, operationForPage, readRegistry, schemaChunks } from '../openapi';
import { referencePages } from './apiReference/pageContexts';
import { writeSchemaChunks } from './apiReference/schemaChunkFiles';
import { writeExplorerIndex } from './apiReference/explorerIndex';

const templates = {
  landing: path.resolve('src/templates/apiReference/LandingTemplate.tsx'),
  category: path.resolve('src/templates/apiReference/CategoryTemplate.tsx'),
  resource: path.resolve('src/templates/apiReference/ResourceTemplate.tsx'),
  method: path.resolve('src/templates/apiReference/MethodTemplate.tsx'),
};

/**
 * Landing, category, resource and method pages for every version of every registered API, and
 * the schema chunks those pages fetch (written into `publicDir`, public/ in a build).
 */
export async function createApiReferencePages(
  { actions, reporter }: Pick<CreatePagesArgs, 'actions' | 'reporter'>,
  publicDir = path.resolve('public'),
): Promise<void> {
  let models: ApiReferenceModel[];
  try {
    models = await loadApiReferences({ warn: (message: string) => reporter.warn(message) });
  } catch (error) {
    // The loader names the unreadable or invalid file in its message.
    reporter.panicOnBuild(`API reference: ${(error as Error).message}`, error as Error);
    return;
  }
  const registry = new Map(readRegistry().map((entry) => [entry.swaggerName, entry]));
  const siteUrl = process.env.DEVCENTER_SITE_URL ?? 'http://localhost:9000';
  const versionsOf = new Map<string, ApiReferenceModel[]>();
  for (const model of models) {
    versionsOf.set(model.apiName, [...(versionsOf.get(model.apiName) ?? []), model]);
  }

  let pageCount = 0;
  for (const model of models) {
    const pages = referencePages(model, {
      siteUrl,
      registry: registry.get(model.apiName),
      siblings: versionsOf.get(model.apiName) ?? [model],
      operationForPage: (m, operation) => operationForPage(m, operation, 3),
    });
    for (const page of pages) {
      actions.createPage({
        path: page.path,
        component: templates[page.template],
        context: page.context as unknown as Record<string, unknown>,
      });
    }
    pageCount += pages.length;
    await writeSchemaChunks(publicDir, model.apiName, model.version, schemaChunks(model, 3));
  }
  await writeExplorerIndex(publicDir, models, registry);
  reporter.info(`API reference: ${pageCount} pages for ${models.length} API versions`);
}
