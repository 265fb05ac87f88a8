/** @jest-environment node */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
// webpack's internal module (no types of its own), loaded as webpack loads it.
const FileSystemInfo = createRequire(__filename)('webpack/lib/FileSystemInfo') as {
  prototype: {
    resolveBuildDependencies(context: string, deps: Iterable<string>, cb: unknown): void;
  };
};
import {
  BuildDependenciesByVersion,
  buildToolsVersion,
  coveredByVersion,
  versionedCache,
} from './webpackCacheVersion';

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-cache-'));
  for (const [name, text] of Object.entries(files)) write(dir, name, text);
  return dir;
}
function write(dir: string, name: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
}

describe('buildToolsVersion', () => {
  const files = {
    'package-lock.json': '{"lockfileVersion":3}',
    'package.json': '{"name":"site"}',
    '.cache/compiled/gatsby-node.js': 'exports.onCreateWebpackConfig = () => {};',
    'gatsby/tuning/webpack/esbuildLoader.cjs': 'module.exports = (source) => source;',
    'plugins/own/gatsby-node.js': 'exports.onPreInit = () => {};',
    'src/pages/index.tsx': 'export default () => null;',
  };

  it('changes with each build tool, and with nothing else', () => {
    const dir = site(files);
    const first = buildToolsVersion(dir);
    expect(buildToolsVersion(dir)).toBe(first);
    // A page is a module of the bundle: webpack's own snapshot of it decides, not the version.
    write(dir, 'src/pages/index.tsx', 'export default () => "changed";');
    expect(buildToolsVersion(dir)).toBe(first);
    const seen = new Set([first]);
    for (const [name, text] of [
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
      ['package.json', '{"name":"site","browserslist":[">1%"]}'],
      ['.cache/compiled/gatsby-node.js', 'exports.onCreateWebpackConfig = () => 1;'],
      ['gatsby/tuning/webpack/esbuildLoader.cjs', 'module.exports = (source) => source + "";'],
      ['gatsby/tuning/webpack/another.cjs', 'module.exports = 1;'],
      ['plugins/own/gatsby-node.js', 'exports.onPreInit = () => 1;'],
      ['tsconfig.json', '{}'],
    ]) {
      write(dir, name, text);
      const version = buildToolsVersion(dir);
      expect(seen.has(version)).toBe(false);
      seen.add(version);
    }
    expect(buildToolsVersion(dir, 'v99.0.0')).not.toBe(buildToolsVersion(dir));
  });
});

it('counts npm packages and the covered folders as covered, the rest not', () => {
  const dir = '/srv/site';
  expect(coveredByVersion('/srv/site/node_modules/babel-loader/lib/index.js', dir)).toBe(true);
  expect(coveredByVersion('/srv/site/node_modules/a/node_modules/b/x.js', dir)).toBe(true);
  expect(coveredByVersion('/srv/site/gatsby/tuning/webpack/esbuildLoader.cjs', dir)).toBe(true);
  expect(coveredByVersion('/srv/site/.cache/compiled/gatsby-node.js', dir)).toBe(true);
  expect(coveredByVersion('/srv/site/postcss.config.js', dir)).toBe(false);
  expect(coveredByVersion('/srv/site/gatsby/tuning/webpackish.ts', dir)).toBe(false);
});

it('keys a filesystem cache by the version, without build dependencies; leaves other caches', () => {
  const cache = {
    type: 'filesystem' as const,
    name: 'build-html',
    buildDependencies: { config: ['/srv/site/node_modules/gatsby/dist/utils/webpack.config.js'] },
  };
  expect(versionedCache(cache, 'v1')).toEqual({
    type: 'filesystem',
    name: 'build-html',
    version: 'v1',
    buildDependencies: { defaultWebpack: [], config: [] },
  });
  expect(versionedCache(false, 'v1')).toBe(false);
  expect(versionedCache({ type: 'memory' }, 'v1')).toEqual({ type: 'memory' });
});

describe('a real webpack build with the versioned cache', () => {
  const compile = (config: Configuration) =>
    new Promise<void>((resolve, reject) => {
      const compiler = webpack(config);
      compiler.run((error, stats) => {
        if (error || stats?.hasErrors()) {
          reject(error ?? new Error(stats?.toString()));
          return;
        }
        // Closing stores the cache, as Gatsby does after each stage.
        compiler.close((closeError) => (closeError ? reject(closeError) : resolve()));
      });
    });

  it('reuses the cache while the tools are unchanged, drops it when one changes, never walks the loaders', async () => {
    const dir = site({
      'package-lock.json': '{}',
      'src/index.js': 'export const answer = 42;',
      // Counts its runs: a module served from the cache does not run its loader.
      'gatsby/tuning/webpack/countingLoader.cjs':
        "module.exports = function (source) { require('fs').appendFileSync(this.getOptions().log, 'x'); return source; };",
    });
    const log = path.join(dir, 'loader-runs');
    const config = (): Configuration => ({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'public') },
      infrastructureLogging: { level: 'none' },
      module: {
        rules: [
          {
            test: /\.js$/,
            use: [
              {
                loader: path.join(dir, 'gatsby/tuning/webpack/countingLoader.cjs'),
                options: { log },
              },
            ],
          },
        ],
      },
      cache: versionedCache(
        {
          type: 'filesystem',
          cacheDirectory: path.join(dir, '.cache', 'webpack'),
          buildDependencies: { config: [__filename] },
        },
        buildToolsVersion(dir),
      ),
      plugins: [new BuildDependenciesByVersion(dir)],
    });
    const runs = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').length : 0);
    // What webpack walks to snapshot build dependencies, as it stores the cache.
    const walked: string[] = [];
    const proto = FileSystemInfo.prototype;
    const original = proto.resolveBuildDependencies;
    proto.resolveBuildDependencies = function (context, deps, callback) {
      walked.push(...deps);
      return original.call(this, context, deps, callback);
    };
    try {
      await compile(config());
      expect(runs()).toBe(1);
      await compile(config());
      expect(runs()).toBe(1); // served from the cache
      write(
        dir,
        'gatsby/tuning/webpack/countingLoader.cjs',
        `${fs.readFileSync(path.join(dir, 'gatsby/tuning/webpack/countingLoader.cjs'), 'utf8')}\n// changed`,
      );
      await compile(config());
      expect(runs()).toBe(2); // the loader changed: nothing of the last build kept
    } finally {
      proto.resolveBuildDependencies = original;
    }
    // The loader (a build dependency of every module it ran on) was never walked.
    expect(walked).toEqual([]);
  }, 60_000);
});
