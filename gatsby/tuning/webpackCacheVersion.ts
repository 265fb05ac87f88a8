import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration, Stats } from 'webpack';

/**
 * Webpack's persistent cache (.cache/webpack/stage-*), kept valid by a digest of the build's
 * tools instead of webpack's walk of their modules.
 *
 * Webpack drops a stage's cache when one of its "build dependencies" changes: Gatsby's webpack
 * config file, every gatsby-node that edits the config, and every loader a module went through.
 * To know what those depend on, webpack walks each one's modules, following the children of
 * every module Node has loaded and then each npm package's dependencies: in Gatsby's process
 * that is Gatsby itself, Babel and most of node_modules (4,600 files and 6,500 resolutions per
 * stage, each path's every folder asked whether it is a link). That walk ran at the end of
 * both stages of every build from scratch: 8 s of the HTML renderer's 19–21 s on the full
 * corpus. What it protects is covered here at the source instead:
 * - npm packages (Gatsby, webpack, Babel, the loaders): by the lockfile and package.json;
 * - the site's build code (gatsby-node and gatsby-config, with every gatsby/ and lib/ module
 *   they bundle): by the compiled files in .cache/compiled, which every build writes afresh;
 * - the site's own loaders (gatsby/tuning/webpack/) and local plugins (plugins/): by their files;
 * - Node: by its version.
 * A change to any of them is a new `cache.version`, under which webpack keeps nothing of the
 * last build: what a changed build dependency did.
 */
export const BUILD_TOOL_SOURCES = [
  'package-lock.json',
  'package.json',
  'tsconfig.json',
  path.join('.cache', 'compiled'),
  path.join('gatsby', 'tuning', 'webpack'),
  'plugins',
];

/** Every file under `entry` (a file or a folder), relative to `siteDir`, in a stable order. */
function filesOf(siteDir: string, entry: string): string[] {
  const full = path.join(siteDir, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(siteDir, path.join(dirent.parentPath, dirent.name)))
    .sort();
}

/** The digest of BUILD_TOOL_SOURCES under `siteDir` (names and bytes) and Node's version. */
export function buildToolsVersion(siteDir: string, nodeVersion = process.version): string {
  const hash = createHash('sha256').update(nodeVersion).update('\0');
  for (const file of BUILD_TOOL_SOURCES.flatMap((entry) => filesOf(siteDir, entry))) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(siteDir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Whether a build dependency is one BUILD_TOOL_SOURCES covers (npm's, or one of its folders). */
export function coveredByVersion(file: string, siteDir: string): boolean {
  const relative = path.relative(siteDir, file);
  if (relative.split(path.sep).includes('node_modules')) return true;
  return BUILD_TOOL_SOURCES.some(
    (entry) => relative === entry || relative.startsWith(`${entry}${path.sep}`),
  );
}

/**
 * A stage's cache settings keyed by `version`, with none of the build dependencies Gatsby gave
 * (nor webpack's own default, its lib folder): the version covers them. Other settings kept.
 */
export function versionedCache(
  cache: Configuration['cache'],
  version: string,
): Configuration['cache'] {
  if (!cache || typeof cache !== 'object' || cache.type !== 'filesystem') return cache;
  return { ...cache, version, buildDependencies: { defaultWebpack: [], config: [] } };
}

/**
 * Takes the loaders (which webpack adds as build dependencies of every build) and anything else
 * the version covers out of a compilation's build dependencies before the cache stores them;
 * what it does not cover (a config file a loader names, outside those folders) stays, and
 * webpack walks it as before.
 */
export class BuildDependenciesByVersion {
  constructor(private readonly siteDir: string) {}

  apply(compiler: Compiler) {
    // `done` runs before the compiler hands the compilation's build dependencies to the cache.
    compiler.hooks.done.tap('BuildDependenciesByVersion', (stats: Stats) => {
      const dependencies = stats.compilation.buildDependencies;
      for (const file of [...dependencies])
        if (coveredByVersion(file, this.siteDir)) dependencies.delete(file);
    });
  }
}
