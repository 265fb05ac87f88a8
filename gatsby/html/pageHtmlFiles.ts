import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { builtPages } from '../llms/builtPages';
import type { GzipThread } from '../compression/gzipThread';

/**
 * Pages whose HTML stays plain: the home page (what tools and benches look for to know a site is
 * built) and gatsby-plugin-offline's app shell, which the plugin reads from public/ on every build
 * to precache it.
 */
export const PLAIN_PAGES = new Set(['/', '/offline-plugin-app-shell-fallback/']);

/** What the step gzipped: pages, and their HTML's bytes before and after. */
export interface PageHtmlGzipped {
  pages: number;
  bytesBefore: number;
  bytesAfter: number;
}

export interface PageHtmlGzip {
  /** Waits for every page to be gzipped, then removes their plain HTML. */
  finish(): Promise<PageHtmlGzipped>;
}

/**
 * Keeps each page's HTML gzipped only, `{path}index.html.gz`, as the markdown twins are: at ten
 * thousand operations the pages' HTML was 380 MB of public/'s 679 (29 KB a page, about 6 gzipped),
 * and the server sends it as stored (server/http/precompressed.ts). Started once the build's
 * readers of HTML have what they need to start with; the pages are compressed on the gzip thread
 * (`thread`, ../compression/gzipThread.ts) beside the llms step, which reads the plain files
 * meanwhile, and `finish` removes those. A page whose `.gz` already holds its HTML (one Gatsby
 * did not render again) keeps it. The build's later readers take either form
 * (lib/builtFiles.ts); on the next build Gatsby writes plain HTML for the pages it renders
 * again, and reads an earlier page's HTML only to stitch slices into it
 * (gatsby/tuning/patches/pageHtml.cjs puts it back first).
 */
export function gzipPageHtml(publicDir: string, thread: GzipThread): PageHtmlGzip {
  const plainFiles = builtPages(publicDir)
    .filter((pathname) => !PLAIN_PAGES.has(pathname))
    .map((pathname) => path.join(publicDir, pathname, 'index.html'))
    .filter((file) => fs.existsSync(file));
  const gzipped = thread.gzipBeside(plainFiles);
  gzipped.catch(() => undefined); // reported by finish
  return {
    async finish() {
      const done = await gzipped;
      // only now: the .gz of each is whole, and nothing reads the plain files any more
      for (const file of plainFiles) fs.rmSync(file, { force: true });
      return { pages: done.files, bytesBefore: done.bytesBefore, bytesAfter: done.bytesAfter };
    },
  };
}

/**
 * Set by gatsby/tuning/patches/pageHtml.cjs when it stitches slices into gzipped-only pages: a
 * `gatsby build` run without it (not through `npm run build`) gets every page's plain HTML back
 * first (`restoreGzippedPages`), or Gatsby's stitching would not find a page it did not render.
 */
export const STITCHES_GZIPPED_PAGES = '__devcenterStitchesGzippedPages';

/** Writes the plain HTML of every page kept gzipped only; returns how many. */
export function restoreGzippedPages(publicDir: string): number {
  if (!fs.existsSync(publicDir)) return 0;
  let restored = 0;
  for (const pathname of builtPages(publicDir)) {
    const file = path.join(publicDir, pathname, 'index.html');
    if (fs.existsSync(file)) continue;
    fs.writeFileSync(file, gunzipSync(fs.readFileSync(`${file}.gz`)));
    restored += 1;
  }
  return restored;
}

/**
 * Removes the gzipped HTML of pages the site no longer has (`pagePaths`: Gatsby's pages), with
 * their markdown twin: Gatsby removes a deleted page's `index.html` only. Returns how many.
 */
export function pruneGzippedPages(publicDir: string, pagePaths: Iterable<string>): number {
  const pages = new Set(
    [...pagePaths]
      .filter((page) => !page.endsWith('.html'))
      .map((page) => page.replace(/\/?$/, '/')),
  );
  let pruned = 0;
  for (const pathname of builtPages(publicDir)) {
    const folder = path.join(publicDir, pathname);
    const file = path.join(folder, 'index.html');
    if (pages.has(pathname) || fs.existsSync(file) || !fs.existsSync(`${file}.gz`)) continue;
    fs.rmSync(`${file}.gz`);
    fs.rmSync(path.join(folder, 'index.md.gz'), { force: true });
    pruned += 1;
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
  return pruned;
}
