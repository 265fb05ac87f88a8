// Preloaded into `gatsby build` (NODE_OPTIONS --require, set by siteBuildEnv in
// scripts/build-site.mjs): the main process compiles the site's gatsby files with esbuild
// instead of Parcel (scripts/gatsby-files.cjs says why). NODE_OPTIONS reaches every process the
// build starts, Gatsby's workers included, which have nothing to compile: only the process
// running `gatsby build` itself replaces the step.
'use strict';
const path = require('node:path');

const isGatsbyBuild =
  require('node:worker_threads').isMainThread &&
  process.env.GATSBY_WORKER_ID === undefined &&
  /^gatsby(\.js)?$|^cli\.js$/.test(path.basename(process.argv[1] ?? '')) &&
  process.argv[2] === 'build';

if (isGatsbyBuild && !require('./gatsby-files.cjs').replaceGatsbyStep()) {
  console.warn("[build] Gatsby's compile step is not where it was: its own Parcel step runs");
}
