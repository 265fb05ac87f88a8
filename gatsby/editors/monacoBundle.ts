import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';

/**
 * The explorer's Monaco, bundled by esbuild apart from webpack and served from this origin
 * (never a CDN). Webpack spent 12.8 s of a cold build on Monaco's 3 MB of ES modules (JavaScript
 * bundles 31.3 → 19.9 s, HTML renderer 14.7 → 12.4 s without it); esbuild makes the same
 * editor, its stylesheet and its two workers in a few seconds, on its own threads beside
 * createPages, and once per Monaco version: the bundle is kept in the build cache.
 *
 * The browser loads it from `monacoBundlePath()`, defined into the site's scripts as
 * MONACO_BUNDLE_CONSTANT (src/features/apiExplorer/components/monaco/monacoSetup.ts).
 */

/** The bundles' folder under public/, one subfolder per digest. */
export const MONACO_BUNDLE_FOLDER = path.join('static', 'monaco-editor');

/** The name under which the bundle's URL folder is defined into the browser's scripts. */
export const MONACO_BUNDLE_CONSTANT = 'MONACO_BUNDLE_PATH';

/** The editor's entry (browser code, compiled only here) and Monaco's two workers it starts. */
const EDITOR_ENTRY = path.join('src', 'features', 'apiExplorer', 'components', 'monaco', 'bundle');
const WORKERS = {
  'editor.worker': 'monaco-editor/esm/vs/editor/editor.worker',
  'json.worker': 'monaco-editor/esm/vs/language/json/json.worker',
};

const common = (root: string): BuildOptions => ({
  absWorkingDir: root,
  bundle: true,
  minify: true,
  target: 'es2020',
  // Monaco's styles name its icon font; the font is emitted beside the stylesheet.
  loader: { '.ttf': 'file' },
  logLevel: 'silent',
  legalComments: 'none',
});

/** The editor: an ES module the browser imports, with its stylesheet beside it. */
const editorBuild = (root: string, outdir: string): BuildOptions => ({
  ...common(root),
  entryPoints: { editor: path.join(EDITOR_ENTRY, 'editor.ts') },
  format: 'esm',
  outdir,
});

/** The workers: classic scripts, which every browser starts with `new Worker(url)`. */
const workerBuild = (root: string, outdir: string): BuildOptions => ({
  ...common(root),
  entryPoints: WORKERS,
  format: 'iife',
  outdir,
});

const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * A digest of everything the bundle is made from: Monaco's and esbuild's versions, the entry's
 * files and the options. It names the URL folder, which the server caches for a year
 * (`/static/`), so an upgrade or an edit always gets a new folder.
 */
export function monacoBundleKey(root = process.cwd()): string {
  const versionOf = (name: string) =>
    (
      JSON.parse(
        fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { version: string }
    ).version;
  const entryDir = path.join(root, EDITOR_ENTRY);
  const entryFiles = fs
    .readdirSync(entryDir)
    .sort()
    .flatMap((name) => [name, fs.readFileSync(path.join(entryDir, name))]);
  const options = JSON.stringify([editorBuild('', ''), workerBuild('', '')]);
  return sha(versionOf('monaco-editor'), versionOf('esbuild'), options, ...entryFiles).slice(0, 16);
}

/** The bundle's URL folder, with its trailing slash. */
export function monacoBundlePath(root = process.cwd()): string {
  return `/${MONACO_BUNDLE_FOLDER.split(path.sep).join('/')}/${monacoBundleKey(root)}/`;
}

/** Makes the bundle into `dir` (through a temporary folder: never a half-written bundle). */
async function bundleInto(root: string, dir: string): Promise<void> {
  // Loaded here, not with the module: precompress.ts imports this module's folder, and esbuild
  // refuses to load in a jsdom test environment.
  const { build } = await import('esbuild');
  const partial = `${dir}.${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  await Promise.all([build(editorBuild(root, partial)), build(workerBuild(root, partial))]);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(partial, dir);
}

/** Removes the entries of `dir` other than `keep` (the bundles of earlier versions). */
function pruneOthers(dir: string, keep: string): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir))
    if (name !== keep) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}

export interface MonacoBundle {
  key: string;
  /** True when esbuild made it in this run; false when it came from the build cache. */
  bundled: boolean;
  files: number;
}

/**
 * Puts the bundle into `publicDir` (from `cacheDir`, bundling it there first when missing). A
 * file already in place, plain or gzipped only (gatsby/precompress.ts), stays as it is.
 */
export async function writeMonacoBundle(
  publicDir: string,
  cacheDir: string,
  root = process.cwd(),
): Promise<MonacoBundle> {
  const key = monacoBundleKey(root);
  const cached = path.join(cacheDir, 'monaco', key);
  const bundled = !fs.existsSync(cached);
  if (bundled) await bundleInto(root, cached);
  pruneOthers(path.dirname(cached), key);
  const target = path.join(publicDir, MONACO_BUNDLE_FOLDER, key);
  fs.mkdirSync(target, { recursive: true });
  const names = fs.readdirSync(cached);
  for (const name of names) {
    const file = path.join(target, name);
    if (!fs.existsSync(file) && !fs.existsSync(`${file}.gz`))
      fs.copyFileSync(path.join(cached, name), file);
  }
  pruneOthers(path.dirname(target), key);
  return { key, bundled, files: names.length };
}

let writing: Promise<MonacoBundle> | undefined;

/**
 * Starts writing the bundle, once per process: onPreBootstrap starts it, so that esbuild works
 * beside createPages, and onPostBuild waits for it (`monacoBundleWritten`).
 */
export function startMonacoBundle(publicDir: string, cacheDir: string): Promise<MonacoBundle> {
  writing ??= writeMonacoBundle(publicDir, cacheDir);
  return writing;
}
