import type { ApiReferenceModel } from '../../../lib/reference/model';
import type { SidebarTree } from '../../../src/components/sidebar/sidebarTree';
import { categoryPath, methodPath, resourcePath } from '../../../lib/reference/urls';

/** The compact sidebar tree of one API version: names, slugs, URLs, verbs, deprecated flags. */
export function buildSidebarTree(model: ApiReferenceModel, title = model.displayName): SidebarTree {
  return {
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
}
