import type { ApiReferenceModel } from '../../../lib/reference/model';
import type { VersionLink } from '../../../lib/site/pageContext/apiReference';
import {
  categoryPath,
  methodPath,
  resourcePath,
  versionChangesPath,
} from '../../../lib/reference/urls';

/** Where a page sits in its API version; a missing part means a higher-level page. */
export interface PagePosition {
  category?: string;
  resource?: string;
  method?: string;
  operationId?: string;
}

/**
 * The closest page in another version: the same category/resource/method by slug, else the
 * same operationId anywhere, else the same category or resource, else that version's landing.
 */
export function closestPath(model: ApiReferenceModel, at: PagePosition): string {
  const category = model.categories.find((c) => c.slug === at.category);
  const resource = category?.resources.find((r) => r.slug === at.resource);
  if (at.method) {
    const operation = resource?.methods.find((m) => m.slug === at.method);
    if (category && resource && operation) return methodPath(model, category, resource, operation);
    if (at.operationId) {
      for (const c of model.categories)
        for (const r of c.resources)
          for (const m of r.methods)
            if (m.operationId === at.operationId) return methodPath(model, c, r, m);
    }
    return model.basePath;
  }
  if (at.resource)
    return category && resource ? resourcePath(model, category, resource) : model.basePath;
  if (at.category) return category ? categoryPath(model, category) : model.basePath;
  return model.basePath;
}

/**
 * Every version of the API (current one included, marked), in the order given; a legacy one
 * also links to what changed from it to the primary version.
 */
export function versionLinks(
  siblings: ApiReferenceModel[],
  current: ApiReferenceModel,
  at: PagePosition,
  currentPath: string,
): VersionLink[] {
  const primary = siblings.find((model) => model.isPrimary);
  return siblings.map((model) => {
    const link: VersionLink =
      model === current
        ? { version: model.version, tag: model.versionTag, path: currentPath, current: true }
        : {
            version: model.version,
            tag: model.versionTag,
            path: closestPath(model, at),
            current: false,
          };
    if (primary && !model.isPrimary) link.changesPath = versionChangesPath(primary, model.version);
    return link;
  });
}
