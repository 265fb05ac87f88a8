import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { startMonacoBundle } from './editors/monacoBundle';
import { BUILD_CACHE_DIR } from './pages/apiReference/buildCache';
import { restoreGzippedPages, STITCHES_GZIPPED_PAGES } from './html/pageHtmlFiles';

/**
 * Starts the explorer's Monaco bundle (./editors/monacoBundle.ts) before the pages are made:
 * esbuild works on its own threads beside createPages, and onPostBuild waits for it. In
 * `gatsby develop`, which has no onPostBuild, a failure is reported here.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  // (a build without the patches of gatsby/tuning/patches, e.g. `npx gatsby build`)
  if (!(globalThis as Record<string, unknown>)[STITCHES_GZIPPED_PAGES]) {
    const restored = restoreGzippedPages(path.join(program.directory, 'public'));
    if (restored > 0) reporter.info(`page HTML: ${restored} gzipped pages put back plain`);
  }
  startMonacoBundle(path.join(program.directory, 'public'), BUILD_CACHE_DIR).then(
    ({ bundled, key }) =>
      reporter.verbose(`Monaco bundle ${key}: ${bundled ? 'bundled' : 'from the build cache'}`),
    (error: Error) => reporter.error(`[editors] gatsby/editors/monacoBundle.ts: ${error.message}`),
  );
};
