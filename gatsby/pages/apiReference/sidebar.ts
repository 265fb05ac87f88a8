import type { ApiReferenceModel } from '../../../lib/reference/model';
import type { SidebarTree } from '../../../src/components/sidebar/sidebarTree';
import {
  categoryPath,
  methodPath,
  resourcePath,
  webhookPath,
  webhooksPath,
} from '../../../lib/reference/urls';

/** The compact sidebar tree of one API version: names, slugs, URLs, verbs, deprecated flags. */
export function buildSidebarTree(model: ApiReferenceModel, title = model.displayName): SidebarTree {
  const tree: SidebarTree = {
    id: `${model.apiName}/${model.version}`,
    title,
    path: model.basePath,
    legacy: !model.isPrimary,
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
          slug: operation.slug,
          path: methodPath(model, category, resource, operation),
          httpMethod: operation.httpMethod,
          deprecated: operation.deprecated,
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
          methods: model.webhooks.map((webhook) => ({
            name: webhook.name,
            slug: webhook.slug,
            path: webhookPath(model, webhook),
            httpMethod: webhook.httpMethod,
            deprecated: webhook.deprecated,
          })),
        },
      ],
    });
  }
  return tree;
}
