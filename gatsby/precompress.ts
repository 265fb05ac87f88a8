import fs from 'node:fs';
import path from 'node:path';
import { MONACO_BUNDLE_FOLDER } from './editors/monacoBundle';
import { writeGzipped } from './compression/gzipFiles';

/**
 * gatsby-plugin-sitemap's files, written plain on every build before the site's own steps (which
 * read them: llms.txt lists the sitemap's pages), gzipped after those.
 */
const SITEMAP_FILE = /^sitemap-(index|\d+)\.xml$/;

export interface Precompressed {
  files: number;
  bytesBefore: number;
  bytesAfter: number;
}

/**
 * Webpack's chunks at the top of public/ from this size on are kept gzipped only, like the twins:
 * every script a page loads reaches the browser through the server, which sends them as stored
 * (Blockly's shared chunk is 570 KB plain; Monaco's bundle, kept the same way, 3.4 MB). Webpack
 * writes a missing chunk again on the next build (it compares before it emits), and this step
 * gzips it again. Small chunks, which gzip would hardly shrink, stay plain.
 */
export const GZIPPED_SCRIPT_BYTES = 32 * 1024;

/**
 * Scripts that stay plain whatever their size: the service worker, and what gatsby-plugin-offline
 * reads from public/ to precache when it writes sw.js (the app shell's scripts).
 */
const PLAIN_SCRIPTS = /^(sw|(app|framework|webpack-runtime|chunk-map)-[0-9a-f]+)\.js$/;

/** The scripts of `publicDir` kept gzipped only. */
function chunkScripts(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => entry.name)
    .filter((name) => !PLAIN_SCRIPTS.test(name))
    .filter((name) => fs.statSync(path.join(publicDir, name)).size >= GZIPPED_SCRIPT_BYTES);
}

/** The scripts of the explorer's Monaco bundle (./editors/monacoBundle.ts) kept gzipped only. */
function monacoScripts(publicDir: string): string[] {
  const folder = path.join(publicDir, MONACO_BUNDLE_FOLDER);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(MONACO_BUNDLE_FOLDER, name))
    .filter((name) => name.endsWith('.js'))
    .filter((name) => fs.statSync(path.join(publicDir, name)).size >= GZIPPED_SCRIPT_BYTES);
}

/**
 * Replaces gatsby-plugin-sitemap's files under `publicDir`, and each of webpack's chunks and the
 * Monaco bundle's scripts from GZIPPED_SCRIPT_BYTES on, by their `.gz`.
 */
export function precompress(publicDir: string): Precompressed {
  const done: Precompressed = { files: 0, bytesBefore: 0, bytesAfter: 0 };
  const sitemaps = fs.readdirSync(publicDir).filter((name) => SITEMAP_FILE.test(name));
  const scripts = [...chunkScripts(publicDir), ...monacoScripts(publicDir)];
  for (const relative of [...sitemaps, ...scripts]) {
    const file = path.join(publicDir, relative);
    if (!fs.existsSync(file)) continue;
    const plain = fs.readFileSync(file);
    writeGzipped(file, plain);
    done.files += 1;
    done.bytesBefore += plain.length;
    done.bytesAfter += fs.statSync(`${file}.gz`).size;
  }
  return done;
}
