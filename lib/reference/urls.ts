import type { ApiReferenceModel } from './model';

type Sluggable = { slug: string } | string;

const slugOf = (item: Sluggable): string => (typeof item === 'string' ? item : item.slug);

/** Lower-case URL segment: runs of anything but a-z and 0-9 become one hyphen. */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'item' : slug;
}

/** `base`, or `base-2`, `base-3`, ... whichever is not yet taken; records the result as taken. */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/** URL segment of a version, e.g. "v2" or "v2.1" (dots are kept: the spec's versions carry them). */
export function versionSegment(version: string): string {
  return version.toLowerCase().replace(/[^a-z0-9.]+/g, '-');
}

/** `{route}/reference/` for the primary version, `{route}/{version}/reference/` for a legacy one. */
export function referenceBasePath(route: string, version: string, isPrimary: boolean): string {
  const root = route.replace(/\/+$/, '').toLowerCase();
  return isPrimary ? `${root}/reference/` : `${root}/${versionSegment(version)}/reference/`;
}

export function categoryPath(model: Pick<ApiReferenceModel, 'basePath'>, category: Sluggable) {
  return `${model.basePath}${slugOf(category)}/`;
}

export function resourcePath(
  model: Pick<ApiReferenceModel, 'basePath'>,
  category: Sluggable,
  resource: Sluggable,
) {
  return `${categoryPath(model, category)}${slugOf(resource)}/`;
}

export function methodPath(
  model: Pick<ApiReferenceModel, 'basePath'>,
  category: Sluggable,
  resource: Sluggable,
  method: Sluggable,
) {
  return `${resourcePath(model, category, resource)}${slugOf(method)}/`;
}

/**
 * URL segment of an API version's webhooks (`webhooks`, or `webhooks-2` when a category took
 * that slug): their list page and one page per webhook below it (docs/behaviour.md §2.1).
 */
export function webhooksPath(model: Pick<ApiReferenceModel, 'basePath' | 'categories'>): string {
  const taken = new Set(model.categories.map((category) => category.slug));
  return `${model.basePath}${uniqueSlug('webhooks', taken)}/`;
}

export function webhookPath(
  model: Pick<ApiReferenceModel, 'basePath' | 'categories'>,
  webhook: Sluggable,
): string {
  return `${webhooksPath(model)}${slugOf(webhook)}/`;
}

/**
 * The "what changed" page from a legacy version to the primary one, under the primary's
 * reference: `{base}changes/{legacy version}/` (`changes-2` should a category be slugged
 * `changes`, so no category page is ever overwritten).
 */
export function versionChangesPath(
  primary: Pick<ApiReferenceModel, 'basePath' | 'categories'>,
  legacyVersion: string,
): string {
  const segment = uniqueSlug('changes', new Set(primary.categories.map((c) => c.slug)));
  return `${primary.basePath}${segment}/${versionSegment(legacyVersion)}/`;
}
