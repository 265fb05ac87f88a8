import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { browserResolve } from './tuning/browserFallbacks';
import { swapMinifiers } from './tuning/minifiers';
import { configureEditors } from './tuning/editorsWebpack';
import { MONACO_BUNDLE_CONSTANT, monacoBundlePath } from './editors/monacoBundle';
import { compileWithEsbuild } from './tuning/esbuildSources';
import { STYLESHEETS_CONSTANT, stylesheetDigest } from './tuning/stylesheetDigest';
import { ChunkMapOutOfHtml } from './tuning/chunkMapFile';
import { StableCompilationHash } from './tuning/stableCompilationHash';
import { BUILD_CACHE_DIR } from './pages/apiReference/buildCache';
import {
  BuildDependenciesByVersion,
  buildToolsVersion,
  versionedCache,
} from './tuning/webpackCacheVersion';

// Production bundles ship without source maps: they were 40% of public/ (20 MB of 47 MB for the
// bundled site) and a large part of the JavaScript stage's time, and a docs site's readers never
// load them.
// Gatsby's built-in ESLint loader targets ESLint 7; the project lints with ESLint 9 on its own
// (npm run lint), so the loader is removed rather than run twice with clashing configs. The editors'
// rules are in ./tuning/editorsWebpack.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  getConfig,
  actions,
  stage,
  loaders,
  plugins,
  store,
}) => {
  const config = getConfig();
  config.resolve = browserResolve(stage, config.resolve);
  config.plugins = (config.plugins ?? []).filter(
    (plugin: { constructor?: { name?: string } }) =>
      plugin?.constructor?.name !== 'ESLintWebpackPlugin',
  );
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  if (stage === 'build-javascript') {
    swapMinifiers(config.optimization);
    // One shared chunk-map file instead of a copy in every page (./tuning/chunkMapFile.ts).
    config.plugins.push(new ChunkMapOutOfHtml(publicDir, BUILD_CACHE_DIR));
    // The compilation hash of what the build emits, so an unchanged bundle renders no page again.
    config.plugins.push(new StableCompilationHash());
  }
  if (stage === 'build-html' || stage === 'build-javascript') {
    // The HTML renderer's source maps only name lines in a failed page render's message.
    config.devtool = false;
    compileWithEsbuild(config.module.rules, stage);
  }
  if (stage === 'build-html') {
    // A CSS change renders every page again (./tuning/stylesheetDigest.ts).
    const digest = stylesheetDigest(publicDir);
    config.plugins.push(plugins.define({ [STYLESHEETS_CONSTANT]: JSON.stringify(digest) }));
  }
  configureEditors(config, { stage, loaders });
  // Where the explorer's editor loads Monaco from: the build's own bundle (./editors/monacoBundle.ts).
  config.plugins.push(
    plugins.define({
      [MONACO_BUNDLE_CONSTANT]: JSON.stringify(monacoBundlePath(program.directory)),
    }),
  );
  // Webpack's cache kept valid by the build tools' digest, not by walking their modules
  // (./tuning/webpackCacheVersion.ts).
  if (config.cache) {
    config.cache = versionedCache(config.cache, buildToolsVersion(program.directory));
    config.plugins.push(new BuildDependenciesByVersion(program.directory));
  }
  actions.replaceWebpackConfig(config);
};
