import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { buildLlmsStep } from './llms/onPostBuild';
import { buildSearchIndexStep } from './search/onPostBuild';
import { collectSearchDocuments } from './search/collectSearchDocuments';
import type { SearchDocument } from '../lib/search/searchDocument';
import { precompress } from './precompress';
import { startMonacoBundle } from './editors/monacoBundle';
import { BUILD_CACHE_DIR } from './pages/apiReference/buildCache';
import { dropWorkboxSourceMaps } from './tuning/workboxSourceMaps';
import { robotsTxt } from './robots';
import { writeBlogOutputs } from './pages/blog';
import { writeChangelogOutputs } from './pages/changelog';
import { writeVideoOutputs } from './pages/videos';
import { checkPageDataBudget } from './pageDataBudget';
import { prunePageParts } from './pages/pageParts';
import { gzipPageHtml, pruneGzippedPages } from './html/pageHtmlFiles';
import { BUILT_HTML_MEMO_FILE, restampGzippedPages } from './llms/builtHtmlMemo';
import { builtFileExists, readBuiltText } from '../lib/builtFiles';
import { stepTimes } from './stepTimes';
import { startGzipThread, type GzipThread } from './compression/gzipThread';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Gatsby writes /404.html itself but the 500 page only as /500/index.html; docs/behaviour.md §2
 * and the server's error handler want /500.html, so the built page is copied there.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store }) => {
  // The pages' HTML and the twins are compressed there, beside what this thread does.
  const gzip = startGzipThread(BUILD_CACHE_DIR);
  try {
    await postBuild(reporter, store, gzip);
  } finally {
    await gzip.stop();
  }
};

type Args = Parameters<NonNullable<GatsbyNode['onPostBuild']>>[0];

async function postBuild(reporter: Args['reporter'], store: Args['store'], gzip: GzipThread) {
  // Where the step's time goes, printed at its end (each stretch what this thread did or waited on).
  const times = stepTimes();
  const split = times.split;
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  // Before anything lists the built pages: the gzipped HTML of pages the site no longer has.
  const { pages } = store.getState() as { pages: Map<string, unknown> };
  const stale = pruneGzippedPages(publicDir, pages.keys());
  if (stale > 0) reporter.info(`page HTML: ${stale} pages of earlier builds dropped`);
  // Read once for both steps (four seconds at ten thousand operations). After
  // gatsby-plugin-sitemap's own onPostBuild (plugins run before the site's): they list its pages.
  // The index's worker starts first, reading the last index while they are collected.
  let collected: Promise<SearchDocument[]> | undefined;
  const collect = () =>
    (collected ??= collectSearchDocuments({ warn: () => undefined, publicDir }));
  // Side by side: the index on a thread of its own, the llms files on this one.
  const searchIndex = buildSearchIndexStep({ reporter, store }, collect);
  const documents = await collect().catch(() => undefined); // (the index step reports it)
  split('search documents');
  // The pages' HTML gzipped on the gzip thread beside the llms step, which reads it plain meanwhile.
  const pageHtml = gzipPageHtml(publicDir, gzip);
  await buildLlmsStep({ reporter, store }, documents, gzip);
  split('llms');
  await searchIndex;
  split('search index after it');
  // Started by onPreBootstrap; its scripts are gzipped below with webpack's.
  try {
    await startMonacoBundle(publicDir, BUILD_CACHE_DIR);
  } catch (error) {
    reporter.panicOnBuild(
      `[editors] the Monaco bundle (gatsby/editors/monacoBundle.ts) failed: ${(error as Error).message}`,
      error as Error,
    );
    return;
  }
  split('Monaco bundle');
  const started = performance.now();
  const zipped = precompress(publicDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  reporter.info(
    `gzipped: the sitemap and large scripts, ${mb(zipped.bytesBefore)} → ${mb(zipped.bytesAfter)} MB in ${seconds} s`,
  );
  dropWorkboxSourceMaps(publicDir);
  const source = path.join(publicDir, '500', 'index.html');
  if (!builtFileExists(source)) {
    reporter.panicOnBuild(`[docs] ${source} was not built (src/pages/500.tsx)`);
    return;
  }
  // (plain: the server's error handler sends it, gzip or not)
  fs.writeFileSync(path.join(publicDir, '500.html'), readBuiltText(source));
  const { config } = store.getState() as { config: { siteMetadata?: { siteUrl?: string } } };
  const siteUrl = config.siteMetadata?.siteUrl ?? 'http://localhost:9000';
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  writeBlogOutputs(publicDir, siteUrl);
  writeChangelogOutputs(publicDir, siteUrl);
  writeVideoOutputs(publicDir);
  // The parts pages of earlier builds left out that none of this build's uses, then the budget.
  const pruned = prunePageParts(publicDir);
  if (pruned > 0) reporter.info(`page parts: ${pruned} of earlier builds dropped`);
  checkPageDataBudget(publicDir, reporter);
  split('other files');
  try {
    const html = await pageHtml.finish();
    split('page HTML gzip after them');
    restampGzippedPages(path.join(BUILD_CACHE_DIR, BUILT_HTML_MEMO_FILE), publicDir);
    reporter.info(
      `page HTML gzipped: ${html.pages} pages, ${mb(html.bytesBefore)} → ${mb(html.bytesAfter)} MB`,
    );
  } catch (error) {
    reporter.panicOnBuild(
      `[html] could not gzip the pages' HTML (gatsby/html/pageHtmlFiles.ts): ${(error as Error).message}`,
      error as Error,
    );
    return;
  }
  // the rest of Gatsby's "onPostBuild" time is the plugins' (sitemap, offline)
  split('memo');
  reporter.info(`site post-build steps: ${times.line()}`);
}
