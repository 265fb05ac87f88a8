/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { builtFileExists, readBuiltText } from '../lib/builtFiles';
import { GZIPPED_SCRIPT_BYTES, precompress } from './precompress';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));

test('the sitemap is gzipped after its step; other files stay plain', () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  fs.writeFileSync(path.join(dir, 'sitemap-index.xml'), '<sitemapindex/>'.repeat(20));
  fs.writeFileSync(path.join(dir, 'sitemap-0.xml'), '<urlset/>');
  const done = precompress(dir);
  expect(done.files).toBe(2);
  expect(readBuiltText(path.join(dir, 'sitemap-0.xml'))).toBe('<urlset/>');
  expect(builtFileExists(path.join(dir, 'sitemap-index.xml'))).toBe(true);
  expect(fs.existsSync(path.join(dir, 'sitemap-index.xml'))).toBe(false);
  expect(done.bytesAfter).toBeLessThan(done.bytesBefore);
  expect(fs.existsSync(path.join(dir, 'robots.txt'))).toBe(true);
  expect(precompress(dir).files).toBe(0);
});

test("webpack's chunks of 32 KB and more are kept gzipped only; small ones and the app shell's stay plain", () => {
  const dir = tmp();
  const editor = 'monaco-editor-1a2b.js';
  fs.writeFileSync(path.join(dir, editor), 'x'.repeat(GZIPPED_SCRIPT_BYTES));
  fs.writeFileSync(path.join(dir, 'sw.js'), 'x'.repeat(GZIPPED_SCRIPT_BYTES));
  // what gatsby-plugin-offline precaches when it writes sw.js
  fs.writeFileSync(path.join(dir, 'app-8ac7699271273d6209e5.js'), 'x'.repeat(GZIPPED_SCRIPT_BYTES));
  fs.writeFileSync(path.join(dir, 'framework-f90f3e44.js'), 'x'.repeat(GZIPPED_SCRIPT_BYTES));
  fs.writeFileSync(path.join(dir, 'webpack-runtime-3c4d.js'), 'x'.repeat(GZIPPED_SCRIPT_BYTES - 1));
  expect(precompress(dir).files).toBe(1);
  expect(fs.readdirSync(dir).sort()).toEqual([
    'app-8ac7699271273d6209e5.js',
    'framework-f90f3e44.js',
    `${editor}.gz`,
    'sw.js',
    'webpack-runtime-3c4d.js',
  ]);
  expect(gunzipSync(fs.readFileSync(path.join(dir, `${editor}.gz`))).length).toBe(
    GZIPPED_SCRIPT_BYTES,
  );
});
