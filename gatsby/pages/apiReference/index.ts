import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { ApiReferenceModel } from '../../../lib/reference/model';
import {
  CATALOG_FILE,
  forgetReferenceCatalog,
  writeCatalog,
  modelSourceKey,
  readRegistry,
} from '../../../lib/reference';
import { REFERENCE_SIDEBAR_SLICE } from '../../../lib/site/pageContext/apiReference';
import { EXPLORER_INDEX_FILE } from '../../../lib/site/explorerIndex';
import { BUILD_CACHE_DIR, buildCodeVersion, fileCache } from './buildCache';
import { jobStores, makeApiPages, type JobStores, type StoredApiPages } from './apiPageJobs';
import { planApi, planPages, type ApiPlan } from './apiPlan';
import { loadModels } from './modelLoading';
import {
  defaultPageThreads,
  startPageThreads,
  type PageThreads,
  type QueuedTask,
} from './pageThreads';
import { writeExplorerIndex } from './explorerIndex';
import { CATALOG_LINE_FOLDER, catalogLineCache } from './catalogLines';

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

interface Build {
  actions: Pick<CreatePagesArgs, 'actions'>['actions'];
  publicDir: string;
  stores: JobStores;
  catalogLines: ReturnType<typeof catalogLineCache>;
  /** The threads, started on first use when `wanted`; this thread alone otherwise. */
  threads: (wanted: boolean) => PageThreads;
}

/** A job's pages, made on a thread or, the same, on this one. */
const pagesTask = (
  { job, models, weight }: NonNullable<ApiPlan['job']>,
  stores: JobStores,
): QueuedTask<StoredApiPages[]> => ({
  task: { kind: 'pages', job },
  weight,
  here: () => makeApiPages(job, models, stores),
});

/**
 * Every API's pages, made on the threads and this one (the parts the page cache lacks) while this
 * one writes the explorer's index and the catalog, then given to Gatsby in the catalog's order.
 */
async function createPagesOf(models: ApiReferenceModel[], build: Build) {
  const { actions, publicDir, stores, threads } = build;
  const registry = new Map(readRegistry().map((entry) => [entry.swaggerName, entry]));
  const siteUrl = process.env.DEVCENTER_SITE_URL ?? 'http://localhost:9000';
  const plans = apiGroups(models).map((siblings) =>
    planApi(siblings, { siteUrl, registry: registry.get(siblings[0].apiName) }, stores),
  );
  const madeParts = (plan: ApiPlan) => plan.job?.job.parts ?? [];
  const rebuilt = plans.filter((plan) => madeParts(plan).length > 0).length;
  const outputs = [EXPLORER_INDEX_FILE, CATALOG_FILE].map((file) => path.join(publicDir, file));
  const writeIndexes = async () => {
    if (rebuilt === 0 && outputs.every((file) => fs.existsSync(file))) return;
    await writeExplorerIndex(publicDir, models, registry);
    await writeCatalog(publicDir, models, build.catalogLines);
    build.catalogLines.prune(); // (only after a write: it knows the lines in use from it)
  };
  const jobs = plans.flatMap((plan) => (plan.job ? [plan.job] : []));
  const tasks = jobs.map((job) => pagesTask(job, stores));
  // A thread finds a job's models by their sources' keys, which a catalog read without the model
  // cache (before this build asked for it) does not have. One job (a rebuild after an edit) is
  // made here sooner than a thread starts, and without its memory.
  const keyed = models.every((model) => modelSourceKey(model) !== undefined);
  const made = await threads(keyed && tasks.length > 1).run(tasks, writeIndexes);
  const madeFor = new Map(jobs.map((job, index) => [job, made[index]]));
  let pageCount = 0;
  for (const plan of plans) {
    const { slices, pages } = planPages(plan, (plan.job && madeFor.get(plan.job)) ?? [], stores);
    for (const slice of slices)
      actions.createSlice({ id: slice.id, component: sidebarComponent, context: slice.context });
    for (const page of pages) {
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
  }
  const versionsRebuilt = plans.reduce(
    (sum, plan) => sum + madeParts(plan).filter((part) => 'version' in part).length,
    0,
  );
  return { pageCount, rebuilt, apis: plans.length, versionsRebuilt };
}

/**
 * Landing, category, resource and method pages for every version of every registered API, and
 * the schema chunks those pages fetch (written into `publicDir`, public/ in a build). The specs
 * are normalised and the pages made on `threadCount` threads beside this one and on this one
 * (pageThreads.ts); Gatsby gets the pages in the same order, with the same keys, either way.
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
  threadCount = defaultPageThreads(),
): Promise<void> {
  const version = buildCodeVersion();
  const modelCacheDir = path.join(cacheDir, 'models');
  const modelCache = fileCache<ApiReferenceModel>(modelCacheDir, version);
  const stores = jobStores(publicDir, cacheDir, version);
  const catalogLines = catalogLineCache(path.join(cacheDir, CATALOG_LINE_FOLDER), version);
  let started: PageThreads | undefined;
  const here = startPageThreads(0, { publicDir, cacheDir, version });
  const threads = (wanted: boolean) =>
    wanted ? (started ??= startPageThreads(threadCount, { publicDir, cacheDir, version })) : here;
  // Specs are normalised on the threads when none was before (a cold build); a rebuild reads
  // most models back, as fast on this thread alone.
  const cold = !fs.existsSync(modelCacheDir) || fs.readdirSync(modelCacheDir).length === 0;
  let models: ApiReferenceModel[];
  let made: Awaited<ReturnType<typeof createPagesOf>>;
  try {
    try {
      const warn = (message: string) => reporter.warn(message);
      models = await loadModels(threads(cold), modelCache, warn);
    } catch (error) {
      // The loader names the unreadable or invalid file in its message.
      reporter.panicOnBuild(`API reference: ${(error as Error).message}`, error as Error);
      return;
    }
    made = await createPagesOf(models, { actions, publicDir, stores, catalogLines, threads });
  } finally {
    await started?.stop();
  }
  modelCache.prune();
  stores.pageCache.prune();
  stores.store.prune();
  stores.examples.keepOnly(models);
  const { pageCount, rebuilt, apis, versionsRebuilt } = made;
  // A build that made many APIs again renders their pages next, in workers beside this
  // process: it lets the models go (hundreds of MB at ten thousand operations) and the search
  // index and llms.txt read them again at the end, from the model cache. A rebuild of a few
  // renders a few pages, and keeps them (reading them again was 0.5 s of its end).
  if (rebuilt > FORGET_MODELS_SHARE * apis) forgetReferenceCatalog();
  reporter.info(
    `API reference: ${pageCount} pages for ${models.length} API versions (${rebuilt} of ${apis} APIs made again, ${versionsRebuilt} of ${models.length} versions)`,
  );
}
