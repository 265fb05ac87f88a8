import type { ApiReferenceModel, OperationModel } from '../../../lib/reference/model';
import type { SidebarMethod, SidebarTree } from '../../../lib/site/sidebarTree';
import { categoryPath, resourcePath, slugify, webhooksPath } from '../../../lib/reference/urls';

/** The whole path segments every path starts with (`/v2.1/accounts`), or ''. */
export function commonPathPrefix(paths: string[]): string {
  if (paths.length === 0) return '';
  let prefix = paths[0].split('/');
  for (const path of paths.slice(1)) {
    const segments = path.split('/');
    let n = 0;
    while (n < prefix.length && n < segments.length && prefix[n] === segments[n]) n += 1;
    prefix = prefix.slice(0, n);
  }
  return prefix.join('/');
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What the filter finds a method by besides its name, each only when it adds something. */
function findableBy(operation: OperationModel, pathPrefix: string): Partial<SidebarMethod> {
  const { name, operationId, sdkMethodName } = operation;
  return {
    apiPath: operation.path.slice(pathPrefix.length),
    ...(operationId && !sameName(operationId, name) && { operationId }),
    ...(sdkMethodName &&
      !sameName(sdkMethodName, name) &&
      !sameName(sdkMethodName, operationId ?? '') && { sdkMethodName }),
  };
}

/**
 * The compact sidebar tree of one API version: names, slugs, URLs, verbs, deprecated flags,
 * and what the filter matches besides names (API path, operationId, SDK method name).
 */
export function buildSidebarTree(model: ApiReferenceModel, title = model.displayName): SidebarTree {
  const operations = model.categories.flatMap((c) => c.resources.flatMap((r) => r.methods));
  const apiPathPrefix = commonPathPrefix(operations.map((operation) => operation.path));
  const tree: SidebarTree = {
    id: `${model.apiName}/${model.version}`,
    title,
    path: model.basePath,
    legacy: !model.isPrimary,
    apiPathPrefix,
    categories: model.categories.map((category) => ({
      name: category.name,
      slug: category.slug,
      path: categoryPath(model, category),
      resources: category.resources.map((resource) => ({
        name: resource.name,
        slug: resource.slug,
        path: resourcePath(model, category, resource),
        methods: resource.methods.map((operation) => ({
          name: operation.name,
          ...(operation.slug !== slugify(operation.name) && { slug: operation.slug }),
          httpMethod: operation.httpMethod,
          ...(operation.deprecated && { deprecated: true as const }),
          ...findableBy(operation, apiPathPrefix),
        })),
      })),
    })),
  };
  if (model.webhooks?.length) {
    // OAS 3.1 webhooks under their own heading, after the categories (docs/behaviour.md §2.1)
    const path = webhooksPath(model);
    const slug = path.slice(model.basePath.length, -1);
    tree.categories.push({
      name: 'Webhooks',
      slug,
      path,
      resources: [
        {
          name: 'Webhooks',
          slug,
          path,
          // the compact shape of the methods above: webhookPath is the list's path and the slug
          methods: model.webhooks.map((webhook) => ({
            name: webhook.name,
            ...(webhook.slug !== slugify(webhook.name) && { slug: webhook.slug }),
            httpMethod: webhook.httpMethod,
            ...(webhook.deprecated && { deprecated: true as const }),
          })),
        },
      ],
    });
  }
  return tree;
}
