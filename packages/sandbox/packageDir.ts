import path from 'node:path';

/**
 * Whether the platform runs compiled: bundled into dist/sandbox.js (scripts/build-server.mjs),
 * one folder below the repository's root, where the build also puts the image worker's entry.
 * From its sources (tsx, Jest) this file sits in the package's folder. The one place of the
 * package that reads __dirname: any other would name dist/ in the bundle, and the build refuses
 * it.
 */
export const COMPILED = path.basename(__dirname) === 'dist';

/** The package's folder (packages/sandbox), from its sources and from the bundle alike. */
export const PACKAGE_DIR = COMPILED
  ? path.resolve(__dirname, '..', 'packages', 'sandbox')
  : __dirname;

/** The folder of the compiled bundles (dist/), where the worker threads' entries are. */
export const DIST_DIR = COMPILED ? __dirname : path.resolve(__dirname, '..', '..', 'dist');
