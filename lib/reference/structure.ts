import { addWarning, type NormaliseContext } from './context';
import { list, obj, str } from './json';
import { markdownToHtml } from './markdown';
import type { CategoryModel, OperationModel, ResourceModel } from './model';
import { operationModel, type RawOperation } from './operation';
import { resourceFromPath } from './resourceFromPath';
import { slugify, uniqueSlug } from './urls';

interface DeclaredCategory {
  name: string;
  summary: string;
  description: unknown;
}

interface TagInfo {
  description: unknown;
  category?: string;
  order: number;
}

type Grouped = Map<string, Map<string, RawOperation[]>>; // category → resource → operations

/**
 * Places every operation exactly once: category → resource → method. Categories come from
 * `x-ds-categories` (or one named after the API), resources from tags[0] (or the path).
 */
export function buildCategories(
  ctx: NormaliseContext,
  apiName: string,
  operations: RawOperation[],
): CategoryModel[] {
  const declared = declaredCategories(ctx);
  const tags = tagInfo(ctx);
  const grouped: Grouped = new Map(declared.map((category) => [category.name, new Map()]));
  for (const raw of operations) {
    const resource = str(list(raw.operation.tags)[0]) ?? resourceFromPath(raw.path, apiName);
    const category =
      declared.length === 0 ? apiName : categoryOf(ctx, raw, resource, declared, tags, apiName);
    const resources = grouped.get(category) ?? new Map<string, RawOperation[]>();
    grouped.set(category, resources);
    resources.set(resource, [...(resources.get(resource) ?? []), raw]);
  }

  const categorySlugs = new Set<string>();
  return [...grouped.entries()]
    .filter(([, resources]) => resources.size > 0) // a declared category with no operation gets no page
    .map(([name, resources]) => {
      const info = declared.find((category) => category.name === name);
      const resourceSlugs = new Set<string>();
      return {
        name,
        slug: uniqueSlug(slugify(name), categorySlugs),
        summary: info?.summary ?? '',
        descriptionHtml: markdownToHtml(info?.description),
        resources: sortByTagOrder([...resources.entries()], tags).map(([resource, raws]) =>
          resourceModel(ctx, resource, uniqueSlug(slugify(resource), resourceSlugs), tags, raws),
        ),
      };
    });
}

function resourceModel(
  ctx: NormaliseContext,
  name: string,
  slug: string,
  tags: Map<string, TagInfo>,
  raws: RawOperation[],
): ResourceModel {
  const taken = new Set<string>();
  const methods = raws.map((raw): OperationModel => {
    const operation = operationModel(ctx, raw);
    const base = slugify(operation.name);
    const methodSlug = uniqueSlug(base, taken);
    if (methodSlug !== base) {
      addWarning(
        ctx,
        `duplicate method "${base}" in resource "${name}" (${operation.httpMethod} ${operation.path}) gets the slug "${methodSlug}"`,
      );
    }
    return { slug: methodSlug, ...operation };
  });
  return { name, slug, descriptionHtml: markdownToHtml(tags.get(name)?.description), methods };
}

function declaredCategories(ctx: NormaliseContext): DeclaredCategory[] {
  return list(ctx.spec['x-ds-categories']).flatMap((raw) => {
    const name = str(obj(raw).name);
    return name
      ? [{ name, summary: str(obj(raw).summary) ?? '', description: obj(raw).description }]
      : [];
  });
}

function tagInfo(ctx: NormaliseContext): Map<string, TagInfo> {
  const tags = new Map<string, TagInfo>();
  list(ctx.spec.tags).forEach((raw, order) => {
    const name = str(obj(raw).name);
    if (name)
      tags.set(name, {
        description: obj(raw).description,
        category: str(obj(raw)['x-ds-category']),
        order,
      });
  });
  return tags;
}

/**
 * x-ds-service when it names a declared category; else the resource's x-ds-category (on the
 * schema named like the resource, or on its tag), even one the spec forgot to declare; else
 * a category named after the API, with a warning.
 */
function categoryOf(
  ctx: NormaliseContext,
  raw: RawOperation,
  resource: string,
  declared: DeclaredCategory[],
  tags: Map<string, TagInfo>,
  apiName: string,
): string {
  const service = str(raw.operation['x-ds-service']);
  const serviceMatch = service === undefined ? undefined : matchCategory(service, declared);
  if (serviceMatch) return serviceMatch;
  const schemas = obj(obj(ctx.spec.components).schemas);
  const resourceCategory =
    str(obj(schemas[resource])['x-ds-category']) ?? tags.get(resource)?.category;
  if (resourceCategory !== undefined) {
    const match = matchCategory(resourceCategory, declared);
    if (!match)
      addWarning(
        ctx,
        `x-ds-category "${resourceCategory}" of resource "${resource}" is not in x-ds-categories`,
      );
    return match ?? resourceCategory;
  }
  addWarning(
    ctx,
    `${raw.method.toUpperCase()} ${raw.path} has no category in x-ds-categories; listed under "${apiName}"`,
  );
  return apiName;
}

function matchCategory(name: string, declared: DeclaredCategory[]): string | undefined {
  const exact = declared.find((category) => category.name === name);
  if (exact) return exact.name;
  const slug = slugify(name);
  return declared.find((category) => slugify(category.name) === slug)?.name;
}

function sortByTagOrder<T>(entries: [string, T][], tags: Map<string, TagInfo>): [string, T][] {
  const order = (name: string) => tags.get(name)?.order ?? Number.MAX_SAFE_INTEGER;
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => order(a.entry[0]) - order(b.entry[0]) || a.index - b.index)
    .map(({ entry }) => entry);
}
