import type {
  ApiReferenceModel,
  OperationModel,
  RegistryEntry,
} from '../../../lib/reference/model';
import type {
  ApiSummary,
  CategoryPageContext,
  LandingPageContext,
  MethodPageContext,
  MethodSummary,
  ReferencePageBase,
  ResourceSummary,
} from '../../../lib/site/pageContext/apiReference';
import { buildSidebarTree } from './sidebar';
import {
  categoryPath,
  methodPath,
  resourcePath,
  webhookPath,
  webhooksPath,
} from '../../../lib/reference/urls';
import { pageSeo, textOf } from './seo';
import { versionLinks } from './versions';
import type { PagePosition } from './versions';

/** One page to create: the template it uses and the context it renders. */
export interface ReferencePage {
  template: 'landing' | 'category' | 'resource' | 'method';
  path: string;
  context: LandingPageContext | CategoryPageContext | ReferencePageBase;
}

/** The sidebar slice of an API version: one per version, shared by all its pages. */
export function sidebarSlice(model: ApiReferenceModel, registry?: RegistryEntry) {
  return {
    id: `reference-sidebar-${model.apiName}-${model.version}`,
    context: { sidebar: buildSidebarTree(model, registry?.sidebarTitle) },
  };
}

export interface PageBuildOptions {
  siteUrl: string;
  registry?: RegistryEntry;
  siblings: ApiReferenceModel[]; // every version of the same API, current one included
  /** Shrinks an operation to what its page renders (schemas to a bounded depth). */
  operationForPage: (
    model: ApiReferenceModel,
    operation: ApiReferenceModel['categories'][number]['resources'][number]['methods'][number],
  ) => MethodPageContext['operation'];
}

/** Every page of one API version: landing, categories, resources and methods. */
export function referencePages(
  model: ApiReferenceModel,
  options: PageBuildOptions,
): ReferencePage[] {
  const { siteUrl, registry, siblings } = options;
  const api: ApiSummary = {
    apiName: model.apiName,
    displayName: model.displayName,
    version: model.version,
    versionTag: model.isPrimary
      ? (model.versionTag ?? registry?.primaryVersion.tag)
      : model.versionTag,
    basePath: model.basePath,
    hasApiExplorer: registry?.hasApiExplorer ?? false,
  };
  const apiCrumb = { label: `${model.displayName} ${model.version}`, path: model.basePath };
  const base = (
    path: string,
    at: PagePosition,
    title: string,
    description: string,
    breadcrumbs: ReferencePageBase['breadcrumbs'],
  ): ReferencePageBase => ({
    pagePath: path,
    api,
    breadcrumbs,
    versions: versionLinks(siblings, model, at, path),
    seo: pageSeo({ title, description, path, siteUrl, versionTag: api.versionTag }),
  });

  const pages: ReferencePage[] = [];
  const landing: LandingPageContext = {
    ...base(
      model.basePath,
      {},
      `${model.displayName} ${model.version} API reference`,
      textOf(model.descriptionHtml),
      [apiCrumb],
    ),
    title: model.title,
    descriptionHtml: model.descriptionHtml,
    categories: model.categories.map((c) => ({
      name: c.name,
      path: categoryPath(model, c),
      summary: c.summary,
    })),
  };
  pages.push({ template: 'landing', path: model.basePath, context: landing });

  for (const category of model.categories) {
    const catPath = categoryPath(model, category);
    const catCrumb = { label: category.name, path: catPath };
    const resources: ResourceSummary[] = category.resources.map((resource) => ({
      name: resource.name,
      path: resourcePath(model, category, resource),
      descriptionHtml: resource.descriptionHtml,
      methods: resource.methods.map((m): MethodSummary => ({
        name: m.name,
        path: methodPath(model, category, resource, m),
        httpMethod: m.httpMethod,
        apiPath: m.path,
        summary: m.summary,
        deprecated: m.deprecated,
      })),
    }));
    const categoryContext: CategoryPageContext = {
      ...base(
        catPath,
        { category: category.slug },
        `${category.name} - ${model.displayName} ${model.version}`,
        category.summary || textOf(category.descriptionHtml),
        [apiCrumb, catCrumb],
      ),
      category: {
        name: category.name,
        summary: category.summary,
        descriptionHtml: category.descriptionHtml,
      },
      resources,
    };
    pages.push({ template: 'category', path: catPath, context: categoryContext });

    category.resources.forEach((resource, index) => {
      const summary = resources[index];
      const resCrumb = { label: resource.name, path: summary.path };
      pages.push({
        template: 'resource',
        path: summary.path,
        context: {
          ...base(
            summary.path,
            { category: category.slug, resource: resource.slug },
            // "resource": a category and its resource often share a name (Envelopes)
            `${resource.name} resource - ${model.displayName} ${model.version}`,
            textOf(resource.descriptionHtml) || `${resource.name} methods of ${model.displayName}`,
            [apiCrumb, catCrumb, resCrumb],
          ),
          category: { name: category.name, path: catPath },
          resource: summary,
        } as ReferencePageBase,
      });

      for (const operation of resource.methods) {
        const path = methodPath(model, category, resource, operation);
        const methodContext: MethodPageContext = {
          ...base(
            path,
            {
              category: category.slug,
              resource: resource.slug,
              method: operation.slug,
              operationId: operation.operationId,
            },
            `${resource.name}: ${operation.name} - ${model.displayName}`,
            operation.summary || textOf(operation.descriptionHtml),
            [apiCrumb, catCrumb, resCrumb, { label: operation.name, path }],
          ),
          category: { name: category.name, path: catPath },
          resource: { name: resource.name, path: summary.path },
          ...methodExtras(model, operation, options),
          servers: operation.servers ?? model.servers,
          platformBasePath: registry?.apiBasePathDemo ?? '',
          siteOrigin: new URL(siteUrl).origin,
        };
        pages.push({ template: 'method', path, context: methodContext });
      }
    });
  }
  if (model.webhooks?.length) {
    // OAS 3.1 webhooks: a list page and one page each, in the sidebar under their own heading
    const listPath = webhooksPath(model);
    const listCrumb = { label: 'Webhooks', path: listPath };
    const methods = model.webhooks.map((webhook) => ({
      name: webhook.name,
      path: webhookPath(model, webhook),
      httpMethod: webhook.httpMethod,
      apiPath: webhook.path,
      summary: webhook.summary,
      deprecated: webhook.deprecated,
    }));
    const listContext: CategoryPageContext = {
      ...base(
        listPath,
        {},
        `Webhooks - ${model.displayName} ${model.version}`,
        `Requests ${model.displayName} sends to URLs you register`,
        [apiCrumb, listCrumb],
      ),
      category: {
        name: 'Webhooks',
        summary: `Requests ${model.displayName} sends to URLs you register.`,
        descriptionHtml: '',
      },
      resources: [{ name: 'Webhooks', path: listPath, descriptionHtml: '', methods }],
    };
    pages.push({ template: 'category', path: listPath, context: listContext });
    model.webhooks.forEach((webhook, index) => {
      const path = methods[index].path;
      const context: MethodPageContext = {
        ...base(
          path,
          {},
          `Webhook ${webhook.name} - ${model.displayName}`,
          webhook.summary || textOf(webhook.descriptionHtml),
          [apiCrumb, listCrumb, { label: webhook.name, path }],
        ),
        category: { name: 'Webhooks', path: listPath },
        resource: { name: 'Webhooks', path: listPath },
        ...methodExtras(model, webhook, options),
        // the API sends a webhook: there is no server to call and no sample to run
        servers: [],
        platformBasePath: '',
        siteOrigin: new URL(siteUrl).origin,
        webhook: true,
      };
      pages.push({ template: 'method', path, context });
    });
  }
  return pages;
}

/** What a method (or webhook) page adds: the operation for its page and the schemes it names. */
function methodExtras(
  model: ApiReferenceModel,
  operation: OperationModel,
  options: PageBuildOptions,
): Pick<MethodPageContext, 'operation' | 'schemaChunkBase' | 'securitySchemes'> {
  const extras: Pick<MethodPageContext, 'operation' | 'schemaChunkBase' | 'securitySchemes'> = {
    operation: options.operationForPage(model, operation),
    schemaChunkBase: schemaChunkBase(model),
  };
  const names = new Set(
    (operation.security ?? []).flatMap((alternative) => alternative.map((item) => item.scheme)),
  );
  const used = Object.entries(model.securitySchemes ?? {}).filter(([name]) => names.has(name));
  if (used.length > 0) extras.securitySchemes = Object.fromEntries(used);
  return extras;
}

/** URL folder of an API version's schema chunks. */
export function schemaChunkBase(model: ApiReferenceModel): string {
  return `/api-schemas/${encodeURIComponent(model.apiName)}/${encodeURIComponent(model.version)}/`;
}
