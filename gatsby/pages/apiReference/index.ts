import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { ApiReferenceModel } from '../../../lib/reference/model';
import {
  referenceCatalog,
  writeCatalog,
  operationForPage,
  readRegistry,
  schemaChunks,
} from '../../../lib/reference';
import { REFERENCE_SIDEBAR_SLICE } from '../../../lib/site/pageContext/apiReference';
import { referencePages, sidebarSlice } from './pageContexts';
import { writeSchemaChunks } from './schemaChunkFiles';
import { writeExplorerIndex } from './explorerIndex';
import { withGeneratedExamples } from './generatedExamples';
import { versionChangesPage } from './versionChanges';

const templates = {
  landing: path.resolve('src/templates/apiReference/LandingTemplate.tsx'),
  category: path.resolve('src/templates/apiReference/CategoryTemplate.tsx'),
  resource: path.resolve('src/templates/apiReference/ResourceTemplate.tsx'),
  method: path.resolve('src/templates/apiReference/MethodTemplate.tsx'),
  changes: path.resolve('src/templates/apiReference/VersionChangesTemplate.tsx'),
};
const sidebarComponent = path.resolve('src/slices/ReferenceSidebarSlice.tsx');

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
    models = await referenceCatalog((message: string) => reporter.warn(message));
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
      operationForPage: (m, operation) => withGeneratedExamples(m, operationForPage(m, operation)),
    });
    const sidebar = sidebarSlice(model, registry.get(model.apiName));
    actions.createSlice({ id: sidebar.id, component: sidebarComponent, context: sidebar.context });
    for (const page of pages) {
      actions.createPage({
        path: page.path,
        component: templates[page.template],
        context: page.context as unknown as Record<string, unknown>,
        slices: { [REFERENCE_SIDEBAR_SLICE]: sidebar.id },
      });
    }
    pageCount += pages.length;
    // The primary version's "what changed" page from each legacy version, linked from the switcher.
    const siblings = versionsOf.get(model.apiName) ?? [model];
    for (const legacy of model.isPrimary ? siblings.filter((other) => !other.isPrimary) : []) {
      const changes = versionChangesPage(
        model,
        legacy,
        siblings,
        siteUrl,
        registry.get(model.apiName)?.hasApiExplorer ?? false,
      );
      actions.createPage({
        path: changes.path,
        component: templates.changes,
        context: changes.context as unknown as Record<string, unknown>,
        slices: { [REFERENCE_SIDEBAR_SLICE]: sidebar.id },
      });
      pageCount += 1;
    }
    await writeSchemaChunks(publicDir, model.apiName, model.version, schemaChunks(model));
  }
  await writeExplorerIndex(publicDir, models, registry);
  await writeCatalog(publicDir, models);
  reporter.info(`API reference: ${pageCount} pages for ${models.length} API versions`);
}
