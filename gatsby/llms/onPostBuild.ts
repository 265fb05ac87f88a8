import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { referenceCatalog } from '../../lib/reference';
import { collectSearchDocuments } from '../search/collectSearchDocuments';
import type { SearchDocument } from '../../lib/search/searchDocument';
import { llmsFullPart, llmsIndex, sectionRuns, type LlmsPage, type LlmsSite } from './llmsText';
import { FULL_TEXT_RUN_FOLDER, runStore } from './fullTextRuns';
import { deflateRun, writeGzippedRuns } from './gzipRuns';
import { pageFacts } from './pageFacts';
import { builtPages } from './builtPages';
import { sitemapPages } from './sitemapPages';
import { twinPath, twinSources } from './twins';
import { TWIN_CACHE_FILE, twinCache } from './twinCache';
import { BUILT_HTML_MEMO_FILE, builtHtmlMemo } from './builtHtmlMemo';
import { MODEL_FRAMES_FILE, modelFrames } from './modelFrames';
import { EXAMPLE_FOLDER, exampleStore } from '../pages/apiReference/exampleStore';
import { BUILD_CACHE_DIR, buildCodeVersion, digest } from '../pages/apiReference/buildCache';
import { twinBody } from './twinBody';
import { writeGzipped } from '../compression/gzipFiles';
import { inLineGzipWriter, type GzipWriter } from '../compression/gzipThread';
import { stepTimes, type StepTimes } from '../stepTimes';
import { readWholeStoredPage, REFERENCE_PAGE_FOLDER } from '../pages/apiReference/pageStore';
import type { MethodPageContext, ReferencePageKey } from '../../lib/site/pageContext/apiReference';

/** What the build gives the llms step beside the site (each has a default for tests). */
export interface LlmsOptions {
  /** The search documents the build collected for the search index (collected here otherwise). */
  collected?: SearchDocument[];
  /** The build cache (.cache/devcenter). */
  cacheDir?: string;
  times?: StepTimes;
  /** Where the twins are written gzipped (in line unless the build gives its gzip thread). */
  gzip?: GzipWriter;
  /** Each reference page's key in the page store, by page path (Gatsby's page contexts). */
  pageKeys?: ReadonlyMap<string, string>;
}

/**
 * Writes /llms.txt, /llms-full.txt and one llms.txt under each API version's reference base
 * path, listing exactly the sitemap's pages (so what search engines are told to list, and
 * nothing the sitemap leaves out), and the markdown twin `{path}index.md` of each of those
 * pages. Returns the llms.txt files written.
 *
 * Each twin is rendered, written and added to llms-full.txt in turn, then let go: at ten
 * thousand operations the twins and llms-full.txt are each over a hundred megabytes of text,
 * which held together inside Gatsby's process made the build's peak.
 *
 * Rebuilds: a twin whose page and model are what the last build made it from is read back from
 * public/ rather than made again (twinCache.ts, its record in `cacheDir`), so after one spec
 * changes only the twins of the pages it feeds are rendered.
 */
export async function writeLlmsFiles(
  publicDir: string,
  site: LlmsSite,
  {
    collected,
    cacheDir = BUILD_CACHE_DIR,
    times = stepTimes(),
    gzip = inLineGzipWriter,
    pageKeys = new Map(),
  }: LlmsOptions = {},
): Promise<string[]> {
  const models = await referenceCatalog(() => undefined);
  times.split('models');
  const documents =
    collected ?? (await collectSearchDocuments({ warn: () => undefined, publicDir }));
  const listedPages = pageFacts(sitemapPages(publicDir), publicDir, documents, models);
  times.split('pages');
  const listedPaths = listedPages.map((page) => new URL(page.url).pathname);
  const listed = new Set(listedPaths);
  const origin = listedPages[0] ? new URL(listedPages[0].url).origin : 'http://localhost';
  const unlisted = builtPages(publicDir)
    .filter((pathname) => !listed.has(pathname))
    .map((pathname) => `${origin}${pathname}`);
  const codeVersion = buildCodeVersion();
  // The examples the reference pages made: read back, not made again (exampleStore.ts).
  const examples = exampleStore(path.join(cacheDir, EXAMPLE_FOLDER), codeVersion);
  // What the pages' HTML says, read again only from pages Gatsby wrote again (builtHtmlMemo.ts).
  const built = builtHtmlMemo(publicDir, path.join(cacheDir, BUILT_HTML_MEMO_FILE), codeVersion);
  // Each model's frame, made again only for models whose spec changed (modelFrames.ts).
  const frames = modelFrames(path.join(cacheDir, MODEL_FRAMES_FILE), codeVersion);
  // A method's twin from the operation its page shows, as createPages stored it (pageStore.ts).
  const pageDir = path.join(cacheDir, REFERENCE_PAGE_FOLDER);
  const stored = (pathname: string) => {
    const key = pageKeys.get(pathname);
    if (!key) return undefined;
    return times.within('page operations read', () => {
      const page = readWholeStoredPage(key, publicDir, pageDir) as Partial<MethodPageContext>;
      return page.operation;
    });
  };
  const source = twinSources(publicDir, models, origin, examples, built, frames, stored);
  times.split('twin sources');
  // A twin made from what the last build made it from is that build's (twinCache.ts).
  const twinVersion = digest(codeVersion, origin);
  const twins = twinCache(path.join(cacheDir, TWIN_CACHE_FILE), publicDir, twinVersion);
  // Kept gzipped only, and left alone when unchanged (../compression/gzipFiles.ts), written on
  // the gzip thread when the build gives one (the twins' writes were a fifth of this step).
  const sourceOf = (page: LlmsPage) => times.within('twin keys', () => source(page));
  const writeTwin = (page: LlmsPage, { key, render } = sourceOf(page)) => {
    const pathname = new URL(page.url).pathname;
    const kept = twins.reuse(pathname, key);
    if (kept !== undefined) return kept;
    const twin = times.within('twins rendered', render);
    times.within('twins written', () => gzip.write(path.join(publicDir, twinPath(pathname)), twin));
    twins.wrote(pathname, key);
    return twin;
  };
  const written: string[] = [];
  // Kept gzipped only, like the twins: the server sends them as stored.
  const write = (relative: string, text: string) => {
    const file = path.join(publicDir, relative);
    writeGzipped(file, text);
    written.push(file);
  };
  const index = llmsIndex(site, listedPages);
  write('llms.txt', index);
  // llms-full.txt carries each page's twin: the text the page itself shows. It is written in
  // runs, a section's pages each, compressed apart (gzipRuns.ts): a run whose pages and twins
  // are those of the last build is copied from the run store, its twins left unread.
  const runs = runStore(path.join(cacheDir, FULL_TEXT_RUN_FOLDER));
  function* fullTextRuns() {
    yield deflateRun(index);
    for (const pages of sectionRuns(listedPages)) {
      const sources = pages.map((page) => ({ page, ...sourceOf(page) }));
      const key = digest(
        twinVersion,
        ...sources.map(({ page, key }) =>
          JSON.stringify([page.url, page.title, page.summary, key]),
        ),
      );
      const kept = runs.get(key);
      if (kept && sources.every(({ page, key }) => twins.kept(new URL(page.url).pathname, key))) {
        yield kept;
        continue;
      }
      const text = sources
        .map((made) => llmsFullPart(made.page, twinBody(writeTwin(made.page, made))))
        .join('');
      yield deflateRun(text).then((run) => {
        runs.set(key, run);
        return run;
      });
    }
  }
  const full = path.join(publicDir, 'llms-full.txt');
  await writeGzippedRuns(full, fullTextRuns());
  runs.prune();
  written.push(full);
  times.split('llms-full.txt with its twins');
  // Twins for every built page (tools and error pages too: each page's head names its twin).
  for (const page of pageFacts(unlisted, publicDir, documents, models)) writeTwin(page);
  times.split('other twins');
  // the record says a twin is in public/ only once it is
  await gzip.flush();
  times.split('twins on disk');
  twins.save();
  built.save();
  frames.save();
  times.split('memos');
  for (const model of models) {
    // (paths parsed once above: a URL per page and model was 0.6 s at ten thousand operations)
    const own = listedPages.filter((_, index) => listedPaths[index].startsWith(model.basePath));
    if (own.length === 0) continue;
    const title = model.isPrimary ? model.displayName : `${model.displayName} ${model.version}`;
    const summary = `Reference of ${title}: every category, resource and method.`;
    write(path.join(model.basePath, 'llms.txt'), llmsIndex({ title, summary }, own));
  }
  return written;
}

type StepArgs = Pick<BuildArgs, 'reporter' | 'store'>;

/** Each reference page's key in the page store, from Gatsby's pages (their context holds it). */
function referencePageKeys(store: StepArgs['store']): Map<string, string> {
  const { pages } = store.getState() as {
    pages: Map<string, { context?: Partial<ReferencePageKey> }>;
  };
  const keys = new Map<string, string>();
  for (const [pathname, page] of pages)
    if (typeof page.context?.referencePage === 'string')
      keys.set(pathname, page.context.referencePage);
  return keys;
}

/** Build step, after the sitemap: the llms.txt files. */
export async function buildLlmsStep(
  { reporter, store }: StepArgs,
  documents?: SearchDocument[],
  gzip?: GzipWriter,
): Promise<void> {
  const { program, config } = store.getState() as {
    program: { directory: string };
    config: { siteMetadata?: { title?: string; description?: string } };
  };
  const site = {
    title: config.siteMetadata?.title ?? 'Developer Center',
    summary: config.siteMetadata?.description ?? '',
  };
  try {
    const times = stepTimes();
    const publicDir = path.join(program.directory, 'public');
    const written = await writeLlmsFiles(publicDir, site, {
      collected: documents,
      times,
      gzip,
      pageKeys: referencePageKeys(store),
    });
    reporter.info(`llms.txt: ${written.length} files, with the markdown twins, in ${times.line()}`);
  } catch (error) {
    reporter.panicOnBuild(`gatsby/llms: could not write llms.txt: ${(error as Error).message}`);
  }
}
