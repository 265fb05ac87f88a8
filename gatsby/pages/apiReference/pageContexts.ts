import type { PlatformTarget } from '../../../lib/platform/apiLocation';
import type {
  ApiReferenceModel,
  OperationModel,
  RegistryEntry,
} from '../../../lib/reference/model';
import { buildPlatformTarget, platformApiFields } from '../../../lib/site/samples/platformApi';
import type {
  ApiSummary,
  CategoryPageContext,
  LandingPageContext,
  MethodPageContext,
  MethodSummary,
  ReferencePageBase,
  ResourcePageContext,
  ResourceSummary,
} from '../../../lib/site/pageContext/apiReference';
import {
  listPagePaths,
  pageCrumb,
  pageLabel,
  pageListings,
  pageMethods,
  pagerOf,
} from './listPages';
import { methodExtras, type OperationForPage } from './methodExtras';
import { webhookPages, type PageBase } from './webhookPages';
import { buildSidebarTree } from './sidebar';
import { categoryPath, methodPath, resourcePath } from '../../../lib/reference/urls';
import { pageSeo, textOf } from './seo';
import { versionLinks } from './versions';
import { sampleModel } from '../../../lib/samples/sampleModel';

/**
 * The operation with the request example the page shows (the spec's, or one generated within
 * GENERATED_EXAMPLE_BYTES), so the samples send what the reader sees. Sampled from the schema
 * instead, a body hundreds of properties wide puts every property of every level into the page
 * data: 536 KB for the wide spec's create (tests/e2e/referenceWide.spec.ts), against 100 KB.
 */
function withShownBody(operation: OperationModel, shown: OperationModel): OperationModel {
  const example = shown.requestBody?.content[0]?.examples[0];
  const body = operation.requestBody;
  if (!body || !example) return operation;
  const [first, ...rest] = body.content;
  return {
    ...operation,
    requestBody: { ...body, content: [{ ...first, examples: [example] }, ...rest] },
  };
}

/** One page to create: the template it uses and the context it renders. */
export interface ReferencePage {
  template: 'landing' | 'category' | 'resource' | 'method';
  path: string;
  context: LandingPageContext | CategoryPageContext | ReferencePageBase;
}

/** The sidebar slice of an API version: one per version, shared by all its pages. */
export const sidebarSliceId = (model: Pick<ApiReferenceModel, 'apiName' | 'version'>) =>
  `reference-sidebar-${model.apiName}-${model.version}`;

export function sidebarSlice(model: ApiReferenceModel, registry?: RegistryEntry) {
  return {
    id: sidebarSliceId(model),
    context: { sidebar: buildSidebarTree(model, registry?.sidebarTitle) },
  };
}

export interface PageBuildOptions {
  siteUrl: string;
  registry?: RegistryEntry;
  siblings: ApiReferenceModel[]; // every version of the same API, current one included
  /** Shrinks an operation to what its page renders (schemas to a bounded depth). */
  operationForPage: OperationForPage;
  /** The platform the samples call; default: as the build is configured (buildPlatformTarget). */
  platform?: PlatformTarget;
}

/** Every page of one API version: landing, categories, resources and methods. */
export function referencePages(
  model: ApiReferenceModel,
  options: PageBuildOptions,
): ReferencePage[] {
  const { siteUrl, registry, siblings } = options;
  const platform = options.platform ?? buildPlatformTarget(process.env);
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
  const base: PageBase = (path, at, title, description, breadcrumbs) => ({
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
    // A long list continues on pages of its own, each within the page-data budget.
    const listed = pageListings(resources.map(({ descriptionHtml: _, ...listing }) => listing));
    const catPaths = listPagePaths(
      catPath,
      listed.length,
      category.resources.map((r) => r.slug),
    );
    listed.forEach((listings, page) => {
      const path = catPaths[page];
      const first = page === 0;
      const categoryContext: CategoryPageContext = {
        ...base(
          path,
          { category: category.slug },
          `${category.name}${pageLabel(catPaths, page)} - ${model.displayName} ${model.version}`,
          category.summary || textOf(category.descriptionHtml),
          first ? [apiCrumb, catCrumb] : [apiCrumb, catCrumb, pageCrumb(catPaths, page)],
        ),
        category: {
          name: category.name,
          summary: first ? category.summary : '',
          descriptionHtml: first ? category.descriptionHtml : '',
        },
        resources: listings,
        ...pagerOf(catPaths, page),
      };
      pages.push({ template: 'category', path, context: categoryContext });
    });

    category.resources.forEach((resource, index) => {
      const summary = resources[index];
      const resCrumb = { label: resource.name, path: summary.path };
      const methodPages = pageMethods(summary.methods);
      const resPaths = listPagePaths(
        summary.path,
        methodPages.length,
        resource.methods.map((m) => m.slug),
      );
      methodPages.forEach((methods, page) => {
        const path = resPaths[page];
        const context: ResourcePageContext = {
          ...base(
            path,
            { category: category.slug, resource: resource.slug },
            // "resource": a category and its resource often share a name (Envelopes)
            `${resource.name} resource${pageLabel(resPaths, page)} - ${model.displayName} ${model.version}`,
            textOf(resource.descriptionHtml) || `${resource.name} methods of ${model.displayName}`,
            page === 0
              ? [apiCrumb, catCrumb, resCrumb]
              : [apiCrumb, catCrumb, resCrumb, pageCrumb(resPaths, page)],
          ),
          category: { name: category.name, path: catPath },
          resource: {
            ...summary,
            methods,
            descriptionHtml: page === 0 ? summary.descriptionHtml : '',
          },
          ...pagerOf(resPaths, page),
        };
        pages.push({ template: 'resource', path, context });
      });

      for (const operation of resource.methods) {
        const path = methodPath(model, category, resource, operation);
        const extras = methodExtras(model, operation, options.operationForPage);
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
          ...extras,
          servers: operation.servers ?? model.servers,
          ...platformApiFields(registry, platform),
          siteOrigin: new URL(siteUrl).origin,
          // From the whole operation and every named schema, as tests/samples runs it, with the
          // body the page shows. The SDKs call the primary version's paths: a legacy version's
          // samples are plain HTTP.
          sampleModel: sampleModel(withShownBody(operation, extras.operation), {
            apiName: model.isPrimary ? model.apiName : model.swaggerName,
            resource: resource.name,
            schemas: model.schemas,
          }),
        };
        pages.push({ template: 'method', path, context: methodContext });
      }
    });
  }
  if (model.webhooks?.length) pages.push(...webhookPages(model, options, base, apiCrumb));
  return pages;
}
