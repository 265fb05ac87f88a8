/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { precompress } from '../precompress';
import {
  MONACO_BUNDLE_FOLDER,
  monacoBundleKey,
  monacoBundlePath,
  writeMonacoBundle,
} from './monacoBundle';

const root = process.cwd();
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'monaco-bundle-'));

// One real bundle for the suite: esbuild takes a few seconds over Monaco's modules.
const cacheDir = tmp();
const firstPublic = tmp();
let first: Awaited<ReturnType<typeof writeMonacoBundle>>;
beforeAll(async () => {
  first = await writeMonacoBundle(firstPublic, cacheDir, root);
}, 120_000);

const bundleDir = (publicDir: string) => path.join(publicDir, MONACO_BUNDLE_FOLDER, first.key);

test('bundles the editor as an ES module with its stylesheet, font and two classic workers', () => {
  expect(first.bundled).toBe(true);
  const names = fs.readdirSync(bundleDir(firstPublic)).sort();
  expect(names).toEqual([
    expect.stringMatching(/^codicon-\w+\.ttf$/),
    'editor.css',
    'editor.js',
    'editor.worker.js',
    'json.worker.js',
  ]);
  const read = (name: string) => fs.readFileSync(path.join(bundleDir(firstPublic), name), 'utf8');
  // The API monacoSetup.ts hands to @monaco-editor/react, exported by name.
  expect(read('editor.js')).toMatch(/export\{[^}]*\beditor\b[^}]*\blanguages\b/);
  // The workers it starts sit beside it, from this origin.
  expect(read('editor.js')).toContain('json.worker.js');
  expect(read('editor.css')).toMatch(/url\("?\.\/codicon-\w+\.ttf"?\)/);
  for (const worker of ['editor.worker.js', 'json.worker.js'])
    expect(read(worker)).not.toMatch(/^(import|export)\b|\bexport\s*\{/m);
});

test('its URL folder is named by its key, under /static/ (cached for a year)', () => {
  expect(first.key).toMatch(/^[0-9a-f]{16}$/);
  expect(monacoBundleKey(root)).toBe(first.key);
  expect(monacoBundlePath(root)).toBe(`/static/monaco-editor/${first.key}/`);
});

test('a later build takes it from the build cache and keeps what is in place, gzipped or not', async () => {
  const publicDir = tmp();
  const old = path.join(publicDir, MONACO_BUNDLE_FOLDER, '0123456789abcdef');
  fs.mkdirSync(old, { recursive: true });
  fs.writeFileSync(path.join(old, 'editor.js'), 'an earlier Monaco');
  const again = await writeMonacoBundle(publicDir, cacheDir, root);
  expect(again).toEqual({ ...first, bundled: false });
  expect(fs.existsSync(old)).toBe(false);
  precompress(publicDir);
  const gzipped = path.join(bundleDir(publicDir), 'editor.js.gz');
  expect(fs.existsSync(gzipped)).toBe(true);
  expect(fs.existsSync(path.join(bundleDir(publicDir), 'editor.js'))).toBe(false);
  // The small stylesheet stays plain.
  expect(fs.existsSync(path.join(bundleDir(publicDir), 'editor.css'))).toBe(true);
  const written = fs.statSync(gzipped).mtimeMs;
  await writeMonacoBundle(publicDir, cacheDir, root);
  expect(fs.existsSync(path.join(bundleDir(publicDir), 'editor.js'))).toBe(false);
  expect(fs.statSync(gzipped).mtimeMs).toBe(written);
});

test('an edit to the entry gives another key', () => {
  const copy = tmp();
  const entry = path.join('src', 'features', 'apiExplorer', 'components', 'monaco', 'bundle');
  fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  for (const name of ['monaco-editor', 'esbuild']) {
    fs.mkdirSync(path.join(copy, 'node_modules', name), { recursive: true });
    fs.copyFileSync(
      path.join(root, 'node_modules', name, 'package.json'),
      path.join(copy, 'node_modules', name, 'package.json'),
    );
  }
  expect(monacoBundleKey(copy)).toBe(first.key);
  fs.appendFileSync(path.join(copy, entry, 'editor.ts'), '\n// edited\n');
  expect(monacoBundleKey(copy)).not.toBe(first.key);
});
