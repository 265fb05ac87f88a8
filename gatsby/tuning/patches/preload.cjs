// Preloaded into `gatsby build` (NODE_OPTIONS --require, set by siteBuildEnv in
// scripts/build-site.mjs): the main process compiles the site's gatsby files with esbuild
// instead of Parcel (gatsby/tuning/patches/gatsbyFiles.cjs says why), keeps query extraction's results for
// unchanged files in .cache/ (gatsby/tuning/patches/queryFiles.cjs) and keeps the workers from queries
// to HTML when they ran a few (gatsby/tuning/patches/workerPool.cjs), and stitches slices into
// pages an earlier build left gzipped (gatsby/tuning/patches/pageHtml.cjs). NODE_OPTIONS reaches every process the
// build starts, Gatsby's workers included, which have nothing to compile: only the process
// running `gatsby build` itself replaces the step.
'use strict';
const path = require('node:path');

const isGatsbyBuild =
  require('node:worker_threads').isMainThread &&
  process.env.GATSBY_WORKER_ID === undefined &&
  /^gatsby(\.js)?$|^cli\.js$/.test(path.basename(process.argv[1] ?? '')) &&
  process.argv[2] === 'build';

if (isGatsbyBuild && !require('./gatsbyFiles.cjs').replaceGatsbyStep()) {
  console.warn("[build] Gatsby's compile step is not where it was: its own Parcel step runs");
}
if (isGatsbyBuild) {
  const { whenGatsbyLoads } = require('./moduleHook.cjs');
  const { FILE_PARSER, keepQueryFileResults } = require('./queryFiles.cjs');
  const { POOL, keepWorkersAfterFewQueries } = require('./workerPool.cjs');
  const fromSite = (request) => require(require.resolve(request, { paths: [process.cwd()] }));
  const unchanged = (what) =>
    console.warn(`[build] ${what} is not where it was: Gatsby's own runs`);
  // Query extraction keeps what it found in unchanged files (gatsby/tuning/patches/queryFiles.cjs).
  whenGatsbyLoads(FILE_PARSER, (fileParser) => {
    const gatsbyVersion = fromSite('gatsby/package.json').version;
    const store = () => fromSite('gatsby/dist/redux').store;
    if (!keepQueryFileResults(fileParser, { gatsbyVersion, store }))
      unchanged("Gatsby's query file parser");
  });
  // Workers that ran a few queries render HTML without a restart (gatsby/tuning/patches/workerPool.cjs).
  whenGatsbyLoads(POOL, (pool) => {
    if (!keepWorkersAfterFewQueries(pool)) unchanged("Gatsby's worker pool");
  });
  // Slices stitched into pages an earlier build left gzipped (gatsby/tuning/patches/pageHtml.cjs).
  const { STITCHING, stitchGzippedPages } = require('./pageHtml.cjs');
  const stitches = whenGatsbyLoads(STITCHING, (stitching) => {
    if (!stitchGzippedPages(stitching)) unchanged("Gatsby's slice stitching");
  });
  // (gatsby/html/pageHtmlFiles.ts's STITCHES_GZIPPED_PAGES: the site need not put pages back)
  if (stitches) globalThis.__devcenterStitchesGzippedPages = true;
}
