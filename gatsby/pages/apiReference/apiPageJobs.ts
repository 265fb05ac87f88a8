import path from 'node:path';
import type { ApiReferenceModel, RegistryEntry } from '../../../lib/reference/model';
import { schemaChunks } from '../../../lib/reference';
import { contextIsNoindex } from '../../sitemapFilter';
import { fitPageData } from '../pageParts';
import { changesPage, versionPages, type ApiPages } from './apiPages';
import { fileCache, type FileCache } from './buildCache';
import { EXAMPLE_FOLDER, exampleStore, type ExampleStore } from './exampleStore';
import { pageStore, REFERENCE_PAGE_FOLDER, type PageStore } from './pageStore';
import { writeSchemaChunks } from './schemaChunkFiles';

/** An API's pages as the build keeps them: each page's data in the page store, under its key. */
export interface StoredApiPages {
  slices: ApiPages['slices'];
  pages: {
    template: ApiPages['pages'][number]['template'];
    path: string;
    key: string;
    sliceId: string;
    /** The page is noindex (a Beta version's): said beside the key, for its sitemap entry. */
    noindex?: true;
    /** The parts its data left out to stay within budget (gatsby/pages/pageParts.ts). */
    parts?: string[];
  }[];
}

/** One part of an API's pages, kept in the page cache under `key`: a version's, or a "what changed" page. */
export type PartJob =
  { key: string; version: number } | { key: string; primary: number; legacy: number };

/**
 * What one API needs made (plain data, so another thread can make it): the parts its page cache
 * lacks and the versions whose schema files are missing or out of date. Versions are named by
 * their index in `siblings`.
 */
export interface ApiPagesJob {
  /** Every version's model by its sources' key in the model cache (`modelSourceKey`). */
  siblings: string[];
  siteUrl: string;
  registry?: RegistryEntry;
  parts: PartJob[];
  schemaFiles: number[];
}

/** The stores a job writes to, each the same files whichever thread opens them. */
export interface JobStores {
  publicDir: string;
  store: PageStore;
  examples: ExampleStore;
  pageCache: FileCache<StoredApiPages>;
}

/** The build cache's stores under `cacheDir` for the build code `version`. */
export function jobStores(publicDir: string, cacheDir: string, version: string): JobStores {
  return {
    publicDir,
    store: pageStore(path.join(cacheDir, REFERENCE_PAGE_FOLDER)),
    examples: exampleStore(path.join(cacheDir, EXAMPLE_FOLDER), version),
    pageCache: fileCache<StoredApiPages>(path.join(cacheDir, 'api-pages'), version),
  };
}

/** The pages' data, each cut to its budget (its parts written into `publicDir`), stored. */
const stored = ({ slices, pages }: ApiPages, { store, publicDir }: JobStores): StoredApiPages => ({
  slices,
  pages: pages.map(({ context, ...page }) => {
    const { data, json, parts } = fitPageData(publicDir, context);
    return {
      ...page,
      key: store.put(data, json),
      ...(contextIsNoindex(context) && { noindex: true as const }),
      ...(parts.size > 0 && { parts: [...parts.keys()] }),
    };
  }),
});

/**
 * Makes a job's parts (each stored, and kept in the page cache for the next build) and writes its
 * schema files; the parts in the job's order. `siblings`: the models the job's keys name.
 */
export async function makeApiPages(
  job: ApiPagesJob,
  siblings: ApiReferenceModel[],
  stores: JobStores,
): Promise<StoredApiPages[]> {
  const options = { siteUrl: job.siteUrl, registry: job.registry, examples: stores.examples };
  const made = job.parts.map((part) => {
    const pages: ApiPages =
      'version' in part
        ? versionPages(siblings[part.version], siblings, options)
        : {
            slices: [],
            pages: [changesPage(siblings[part.primary], siblings[part.legacy], siblings, options)],
          };
    const built = stored(pages, stores);
    stores.pageCache.set(part.key, built);
    stores.examples.save();
    return built;
  });
  for (const index of job.schemaFiles) {
    const model = siblings[index];
    await writeSchemaChunks(stores.publicDir, model.apiName, model.version, schemaChunks(model));
  }
  return made;
}
