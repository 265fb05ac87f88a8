// gatsby-node.ts and gatsby-config.ts compiled with esbuild instead of Gatsby's Parcel step.
//
// Before every build, cold or warm, Gatsby compiles the site's gatsby-*.ts files with Parcel in
// a child process (gatsby/dist/utils/parcel/compile-gatsby-files.js). Parcel first crawls the
// whole site folder, node_modules, public/ and .cache included, to find what changed since its
// last run, then compiles: 2.9 s of a rebuild of the full corpus and 7.6 s of one at ten
// thousand operations (issue 25), for two files esbuild bundles in about 0.2 s. Nothing in
// Gatsby's options turns that step off, so `gatsby build` runs with this file preloaded
// (gatsby/tuning/patches/preload.cjs, through siteBuildEnv in scripts/build-site.mjs), which
// replaces the step's function with `compileGatsbyFiles` below. What it writes is what Gatsby's
// next steps read: `.cache/compiled/gatsby-node.js` and `gatsby-config.js`, CommonJS, npm
// packages left to Node.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

/** Where Gatsby reads the compiled files (its COMPILED_CACHE_DIR). */
const COMPILED_DIR = path.join('.cache', 'compiled');

/** The site's own gatsby files this compiles; Gatsby's step compiles the same two. */
const GATSBY_FILES = ['gatsby-node', 'gatsby-config'];

/** Gatsby's step, resolved from the site as Gatsby itself requires it. */
const GATSBY_STEP = 'gatsby/dist/utils/parcel/compile-gatsby-files';

/**
 * In a bundle every module's `__dirname` would be the bundle's folder (.cache/compiled), and
 * gatsby/content/*.ts find their content from their own folder. Parcel writes each module's own
 * folder in its place; so does this, as a constant (the bundle is remade on every build).
 */
function ownPaths(siteRoot) {
  return {
    name: 'own-paths',
    setup(build) {
      build.onLoad({ filter: /\.(c|m)?(t|j)sx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        if (!args.path.startsWith(siteRoot + path.sep)) return undefined;
        const text = fs.readFileSync(args.path, 'utf8');
        if (!/\b__(dirname|filename)\b/.test(text)) return undefined;
        const own =
          `const __dirname = ${JSON.stringify(path.dirname(args.path))};` +
          ` const __filename = ${JSON.stringify(args.path)};`;
        const loader = path
          .extname(args.path)
          .slice(1)
          .replace(/^(c|m)/, '');
        // One line ahead of the source: esbuild's messages then name the source's line + 1.
        return { contents: `${own}\n${text}`, loader };
      });
    },
  };
}

/**
 * The local plugins' own gatsby-*.ts files (plugins/<name>/): Gatsby's step compiles those too,
 * under .cache/compiled/plugins/. This site's are JavaScript; a site with TypeScript ones is left
 * to Gatsby's step.
 */
function localPluginSources(siteRoot) {
  const plugins = path.join(siteRoot, 'plugins');
  if (!fs.existsSync(plugins)) return [];
  return fs
    .readdirSync(plugins, { recursive: true })
    .map(String)
    .filter((file) => /(^|[\\/])gatsby-(node|config)\.ts$/.test(file));
}

/**
 * Bundles the site's gatsby-node.ts and gatsby-config.ts into `<siteRoot>/.cache/compiled` (or
 * `outDir`), emptied first as Gatsby's step empties it. Resolves false, having written nothing,
 * when the site needs Gatsby's own step (TypeScript gatsby files under plugins/); rejects with an
 * Error carrying esbuild's messages when a file does not compile.
 */
async function compileGatsbyFiles(siteRoot, outDir = path.join(siteRoot, COMPILED_DIR)) {
  if (localPluginSources(siteRoot).length > 0) return false;
  const entryPoints = {};
  for (const name of GATSBY_FILES) {
    const source = path.join(siteRoot, `${name}.ts`);
    if (fs.existsSync(source)) entryPoints[name] = source;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  if (Object.keys(entryPoints).length === 0) return true;
  const { build } = require('esbuild');
  try {
    await build({
      absWorkingDir: siteRoot,
      entryPoints,
      outdir: outDir,
      bundle: true,
      packages: 'external',
      platform: 'node',
      target: 'node18', // Gatsby 5's own engines
      format: 'cjs',
      plugins: [ownPaths(siteRoot)],
      logLevel: 'silent',
    });
  } catch (error) {
    fs.rmSync(outDir, { recursive: true, force: true });
    const messages = (error.errors ?? []).map((message) => {
      const where = message.location
        ? `${message.location.file}:${message.location.line}:${message.location.column}: `
        : '';
      return `${where}${message.text}`;
    });
    throw new Error(
      `[build] the site's gatsby files did not compile:\n${messages.join('\n') || error.message}`,
      { cause: error },
    );
  }
  return true;
}

/**
 * Puts `compileGatsbyFiles` in place of Gatsby's step in this process, falling back to Gatsby's
 * when it returns false. Gatsby's initialize reads the step from its module's exports when it
 * calls it, so replacing the export is enough. Returns false (and changes nothing) when Gatsby's
 * module is not where, or not what, this expects: the build then runs Gatsby's own step.
 */
function replaceGatsbyStep(siteRoot = process.cwd()) {
  let step;
  try {
    step = require(require.resolve(GATSBY_STEP, { paths: [siteRoot] }));
  } catch {
    return false;
  }
  if (
    typeof step.compileGatsbyFiles !== 'function' ||
    step.COMPILED_CACHE_DIR !== '.cache/compiled'
  )
    return false;
  const gatsbys = step.compileGatsbyFiles;
  step.compileGatsbyFiles = async (root, ...rest) =>
    (await compileGatsbyFiles(root)) ? undefined : gatsbys(root, ...rest);
  return true;
}

module.exports = { COMPILED_DIR, compileGatsbyFiles, replaceGatsbyStep };
