import fs from 'node:fs';
import path from 'node:path';
import type { ApiReferenceModel, RegistryEntry } from '../../../lib/reference/model';
import { modelSourceKey } from '../../../lib/reference';
import { SAMPLE_DAY } from '../../../lib/reference/sampleValues/dates';
import { hasPageParts, keepPageParts } from '../pageParts';
import type { ApiPagesJob, JobStores, PartJob, StoredApiPages } from './apiPageJobs';
import { versionShape } from './apiPages';
import { digest } from './buildCache';

/**
 * What a model is made from, for a key: its sources' key when it came through the model cache
 * (a model is made from them alone, by the build code every key includes), else the model itself.
 * Serialising the models of every API for their keys took about a second at ten thousand
 * operations on every rebuild.
 */
const modelIdentity = (model: ApiReferenceModel) => modelSourceKey(model) ?? JSON.stringify(model);

const hasSchemaFiles = (publicDir: string, model: ApiReferenceModel) =>
  fs.existsSync(path.join(publicDir, 'api-schemas', model.apiName, model.version));

/** An API's pages: the parts the page cache kept, and the job that makes the others. */
export interface ApiPlan {
  siblings: ApiReferenceModel[];
  /** Each version's part, in the order of `siblings`, then each "what changed" page's. */
  parts: PartJob[];
  /** Per part, what the page cache kept (undefined: made by `job`). */
  kept: (StoredApiPages | undefined)[];
  /** The job, the models its keys name, and how much making it takes. */
  job?: { job: ApiPagesJob; models: ApiReferenceModel[]; weight: number };
}

const operations = (model: ApiReferenceModel) =>
  model.categories.reduce(
    (sum, category) =>
      sum + category.resources.reduce((count, resource) => count + resource.methods.length, 0),
    0,
  );

/**
 * Which parts of an API (all its versions) the page cache holds with their page files and parts,
 * and a job for the rest and for the schema files that are missing or belong to a part made again.
 * Each version's part is keyed by its own model and the others' shapes, so an edit to one
 * version's text makes only that version's pages again; a "what changed" page depends on both
 * versions' models.
 */
export function planApi(
  siblings: ApiReferenceModel[],
  { siteUrl, registry }: { siteUrl: string; registry?: RegistryEntry },
  { store, pageCache, publicDir }: JobStores,
): ApiPlan {
  // What every page of the API shows of each version: the version switcher (versionShape).
  // Generated examples date on the build's day (sampleValues/dates.ts): a new day, new pages.
  const common = [
    siteUrl,
    JSON.stringify(registry ?? null),
    SAMPLE_DAY,
    ...siblings.map(versionShape),
  ];
  const parts: PartJob[] = siblings.map((model, version) => ({
    key: digest(...common, modelIdentity(model)),
    version,
  }));
  siblings.forEach((primary, index) => {
    if (!primary.isPrimary) return;
    siblings.forEach((legacy, other) => {
      if (legacy.isPrimary) return;
      const key = digest(...common, 'changes', modelIdentity(primary), modelIdentity(legacy));
      parts.push({ key, primary: index, legacy: other });
    });
  });
  const kept = parts.map(({ key }) => {
    const hit = pageCache.get(key);
    // A hit whose page files or parts are gone (a partly emptied .cache or public/) is made again.
    const whole =
      hit &&
      store.hasAll(hit.pages.map((page) => page.key)) &&
      hasPageParts(
        publicDir,
        hit.pages.flatMap((page) => page.parts ?? []),
      );
    return whole ? hit : undefined;
  });
  const toMake = parts.filter((_, index) => kept[index] === undefined);
  const schemaFiles = siblings.flatMap((model, version) =>
    kept[version] === undefined || !hasSchemaFiles(publicDir, model) ? [version] : [],
  );
  if (toMake.length === 0 && schemaFiles.length === 0) return { siblings, parts, kept };
  const weight = toMake.reduce(
    (sum, part) => sum + ('version' in part ? operations(siblings[part.version]) : 1),
    schemaFiles.length,
  );
  const job = {
    siblings: siblings.map((model) => modelSourceKey(model) ?? ''),
    siteUrl,
    registry,
    parts: toMake,
    schemaFiles,
  };
  return { siblings, parts, kept, job: { job, models: siblings, weight } };
}

/**
 * The API's parts, the kept and the `made` (the job's, in its order), each version's followed,
 * for the primary version, by the "what changed" pages: the order the site has always listed
 * them in. What a thread made is marked in use here, where the stores are pruned.
 */
export function planPages(
  plan: ApiPlan,
  made: StoredApiPages[],
  { store }: JobStores,
): { slices: StoredApiPages['slices']; pages: StoredApiPages['pages'] } {
  for (const { pages } of made) {
    store.keep(pages.map((page) => page.key));
    keepPageParts(pages.flatMap((page) => page.parts ?? []));
  }
  let next = 0;
  const built = plan.kept.map((kept) => kept ?? made[next++]);
  const { siblings } = plan;
  const changes = built.slice(siblings.length);
  return {
    slices: built.slice(0, siblings.length).flatMap((part) => part.slices),
    pages: siblings.flatMap((model, index) => [
      ...built[index].pages,
      ...(model.isPrimary ? changes.flatMap((part) => part.pages) : []),
    ]),
  };
}
