import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { ApiReferenceModel } from '../../../lib/reference/model';
import {
  CATALOG_FILE,
  forgetReferenceCatalog,
  referenceCatalog,
  writeCatalog,
  modelSourceKey,
  readRegistry,
  schemaChunks,
} from '../../../lib/reference';
import { REFERENCE_SIDEBAR_SLICE } from '../../../lib/site/pageContext/apiReference';
import { EXPLORER_INDEX_FILE } from '../../../lib/site/explorerIndex';
import { BUILD_CACHE_DIR, buildCodeVersion, digest, fileCache } from './buildCache';
import { changesPage, versionPages, versionShape, type ApiPages } from './apiPages';
import { EXAMPLE_FOLDER, exampleStore } from './exampleStore';
import { SAMPLE_DAY } from '../../../lib/reference/sampleValues/dates';
import { pageStore, REFERENCE_PAGE_FOLDER, type PageStore } from './pageStore';
import { writeSchemaChunks } from './schemaChunkFiles';
import { writeExplorerIndex } from './explorerIndex';
import { CATALOG_LINE_FOLDER, catalogLineCache } from './catalogLines';
import { contextIsNoindex } from '../../sitemapFilter';
import { fitPageData, hasPageParts } from '../pageParts';

const templates = {
  landing: path.resolve('src/templates/apiReference/LandingTemplate.tsx'),
  category: path.resolve('src/templates/apiReference/CategoryTemplate.tsx'),
  resource: path.resolve('src/templates/apiReference/ResourceTemplate.tsx'),
  method: path.resolve('src/templates/apiReference/MethodTemplate.tsx'),
  changes: path.resolve('src/templates/apiReference/VersionChangesTemplate.tsx'),
};
const sidebarComponent = path.resolve('src/gatsbySlices/ReferenceSidebarSlice.tsx');

/** Above this share of APIs made again, the models are let go before webpack (see below). */
const FORGET_MODELS_SHARE = 0.25;

/** Every version of each API, by API name, in the order of the catalog. */
function apiGroups(models: ApiReferenceModel[]): ApiReferenceModel[][] {
  const groups = new Map<string, ApiReferenceModel[]>();
  for (const model of models)
    groups.set(model.apiName, [...(groups.get(model.apiName) ?? []), model]);
  return [...groups.values()];
}

/** An API's pages as the build keeps them: each page's data in the page store, under its key. */
interface StoredApiPages {
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

/** The pages' data, each cut to its budget (its parts written into `publicDir`), stored. */
const stored = (
  { slices, pages }: ApiPages,
  store: PageStore,
  publicDir: string,
): StoredApiPages => ({
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
 * What a model is made from, for a key: its sources' key when it came through the model cache
 * (a model is made from them alone, by the build code every key includes), else the model itself.
 * Serialising the models of every API for their keys took about a second at ten thousand
 * operations on every rebuild.
 */
const modelIdentity = (model: ApiReferenceModel) => modelSourceKey(model) ?? JSON.stringify(model);

const hasSchemaFiles = (publicDir: string, model: ApiReferenceModel) =>
  fs.existsSync(path.join(publicDir, 'api-schemas', model.apiName, model.version));

/**
 * Landing, category, resource and method pages for every version of every registered API, and
 * the schema chunks those pages fetch (written into `publicDir`, public/ in a build).
 *
 * Rebuilds: the models of unchanged specs and the pages of unchanged APIs come from
 * `cacheDir` (keys: the spec's bytes and registry entry, then the API's models, the site URL and
 * the build's code), so Gatsby gets the very same contexts and renders none of those pages
 * again, and their schema files are not written again.
 */
export async function createApiReferencePages(
  { actions, reporter }: Pick<CreatePagesArgs, 'actions' | 'reporter'>,
  publicDir = path.resolve('public'),
  cacheDir = BUILD_CACHE_DIR,
): Promise<void> {
  const version = buildCodeVersion();
  const modelCache = fileCache<ApiReferenceModel>(path.join(cacheDir, 'models'), version);
  const pageCache = fileCache<StoredApiPages>(path.join(cacheDir, 'api-pages'), version);
  const store = pageStore(path.join(cacheDir, REFERENCE_PAGE_FOLDER));
  const examples = exampleStore(path.join(cacheDir, EXAMPLE_FOLDER), version);
  const catalogLines = catalogLineCache(path.join(cacheDir, CATALOG_LINE_FOLDER), version);
  let models: ApiReferenceModel[];
  try {
    models = await referenceCatalog((message: string) => reporter.warn(message), modelCache);
  } catch (error) {
    // The loader names the unreadable or invalid file in its message.
    reporter.panicOnBuild(`API reference: ${(error as Error).message}`, error as Error);
    return;
  }
  const registry = new Map(readRegistry().map((entry) => [entry.swaggerName, entry]));
  const siteUrl = process.env.DEVCENTER_SITE_URL ?? 'http://localhost:9000';

  let pageCount = 0;
  let rebuilt = 0;
  let versionsRebuilt = 0;
  const groups = apiGroups(models);
  for (const siblings of groups) {
    const entry = registry.get(siblings[0].apiName);
    const options = { siteUrl, registry: entry, examples };
    // What every page of the API shows of each version: the version switcher (versionShape).
    const shapes = siblings.map(versionShape);
    // Generated examples date on the build's day (sampleValues/dates.ts): a new day, new pages.
    const common = [siteUrl, JSON.stringify(entry ?? null), SAMPLE_DAY, ...shapes];
    /** The pages kept under `key`, else made by `make`, stored and kept for the next build. */
    const pagesFor = (key: string, make: () => ApiPages) => {
      const hit = pageCache.get(key);
      // A hit whose page files or parts are gone (a partly emptied .cache or public/) is made
      // again.
      if (
        hit &&
        store.hasAll(hit.pages.map((page) => page.key)) &&
        hasPageParts(
          publicDir,
          hit.pages.flatMap((page) => page.parts ?? []),
        )
      )
        return { built: hit, made: false };
      const built = stored(make(), store, publicDir);
      pageCache.set(key, built);
      examples.save();
      return { built, made: true };
    };
    // Each version's pages are keyed by its own model and the others' shapes, so an edit to one
    // version's text makes only that version's pages again; a "what changed" page depends on
    // both versions' models.
    const parts = siblings.map((model) => ({
      model,
      ...pagesFor(digest(...common, modelIdentity(model)), () =>
        versionPages(model, siblings, options),
      ),
    }));
    const changes = siblings
      .filter((model) => model.isPrimary)
      .flatMap((primary) =>
        siblings.filter((other) => !other.isPrimary).map((legacy) => ({ primary, legacy })),
      )
      .map(({ primary, legacy }) =>
        pagesFor(
          digest(...common, 'changes', modelIdentity(primary), modelIdentity(legacy)),
          () => ({
            slices: [],
            pages: [changesPage(primary, legacy, siblings, options)],
          }),
        ),
      );
    if ([...parts, ...changes].some((part) => part.made)) rebuilt += 1;
    versionsRebuilt += parts.filter((part) => part.made).length;
    for (const { built } of parts)
      for (const slice of built.slices)
        actions.createSlice({ id: slice.id, component: sidebarComponent, context: slice.context });
    // In the order the site has always listed them: each version's pages, then the primary's
    // "what changed" pages after its own.
    const ordered = parts.flatMap(({ model, built }) => [
      built,
      ...(model.isPrimary ? changes.map((part) => part.built) : []),
    ]);
    for (const page of ordered.flatMap((built) => built.pages)) {
      actions.createPage({
        path: page.path,
        component: templates[page.template],
        // Only the key, and noindex for the page's sitemap entry (sitemapFilter.ts): the page
        // query reads the data (pageStore.ts says why).
        context: { referencePage: page.key, ...(page.noindex && { seo: { noindex: true } }) },
        slices: { [REFERENCE_SIDEBAR_SLICE]: page.sliceId },
      });
      pageCount += 1;
    }
    for (const { model, made } of parts)
      if (made || !hasSchemaFiles(publicDir, model))
        await writeSchemaChunks(publicDir, model.apiName, model.version, schemaChunks(model));
  }
  const outputs = [EXPLORER_INDEX_FILE, CATALOG_FILE].map((file) => path.join(publicDir, file));
  if (rebuilt > 0 || !outputs.every((file) => fs.existsSync(file))) {
    await writeExplorerIndex(publicDir, models, registry);
    await writeCatalog(publicDir, models, catalogLines);
    catalogLines.prune(); // (only after a write: it knows the lines in use from it)
  }
  modelCache.prune();
  pageCache.prune();
  store.prune();
  examples.keepOnly(models);
  // A build that made many APIs again renders their pages next, in workers beside this
  // process: it lets the models go (hundreds of MB at ten thousand operations) and the search
  // index and llms.txt read them again at the end, from the model cache. A rebuild of a few
  // renders a few pages, and keeps them (reading them again was 0.5 s of its end).
  if (rebuilt > FORGET_MODELS_SHARE * groups.length) forgetReferenceCatalog();
  reporter.info(
    `API reference: ${pageCount} pages for ${models.length} API versions (${rebuilt} of ${groups.length} APIs made again, ${versionsRebuilt} of ${models.length} versions)`,
  );
}
