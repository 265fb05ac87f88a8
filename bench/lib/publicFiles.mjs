// What a build wrote into public/: walking it, and the first-load JavaScript of a page.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// Method pages live at {route}[/{version}]/reference/{category}/{resource}/{method}/.
export const METHOD_PAGE_DATA = /\/page-data\/.+\/reference\/[^/]+\/[^/]+\/[^/]+\/page-data\.json$/;

export function walk(dir, visit) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, visit);
    else visit(full);
  }
}

export const gzipBytes = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** A built file's bytes, also when the build keeps it gzipped only (gatsby/precompress.ts). */
export function readPlain(file) {
  if (fs.existsSync(file)) return fs.readFileSync(file);
  if (fs.existsSync(`${file}.gz`)) return zlib.gunzipSync(fs.readFileSync(`${file}.gz`));
  return undefined;
}

/**
 * Whether a file is a page's HTML: `index.html`, or its `.gz`, which the build keeps in its place
 * (gatsby/html/pageHtmlFiles.ts).
 */
export const isPageHtml = (file) => /(^|[\\/])index\.html(\.gz)?$/.test(file);

/** A page's HTML file, plain or gzipped only, as text. */
const pageHtmlText = (htmlFile) => readPlain(htmlFile)?.toString('utf8') ?? '';

/** Sum of the gzipped sizes of the scripts an HTML page loads with <script src>. */
export function firstLoadJsGzip(publicDir, htmlFile, cache = new Map()) {
  const html = pageHtmlText(htmlFile);
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  let total = 0;
  for (const src of new Set(sources)) {
    if (/^(https?:)?\/\//.test(src)) continue;
    const file = path.join(publicDir, src.split(/[?#]/)[0]);
    const bytes = readPlain(file);
    if (!bytes) continue;
    if (!cache.has(file)) cache.set(file, gzipBytes(bytes));
    total += cache.get(file);
  }
  return { scripts: sources.length, bytes: total };
}

/** Sum of the gzipped sizes of the stylesheets an HTML page links. */
export function firstLoadCssGzip(publicDir, htmlFile, cache = new Map()) {
  const html = pageHtmlText(htmlFile);
  const links = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  let total = 0;
  for (const href of new Set(links)) {
    const file = path.join(publicDir, href.split(/[?#]/)[0]);
    if (!fs.existsSync(file)) continue;
    if (!cache.has(file)) cache.set(file, gzipBytes(fs.readFileSync(file)));
    total += cache.get(file);
  }
  return total;
}
