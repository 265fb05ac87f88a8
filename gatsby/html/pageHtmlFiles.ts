import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gunzipSync, gzip } from 'node:zlib';
import { builtPages } from '../llms/builtPages';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * Pages whose HTML stays plain: the home page (what tools and benches look for to know a site is
 * built) and gatsby-plugin-offline's app shell, which the plugin reads from public/ on every build
 * to precache it.
 */
export const PLAIN_PAGES = new Set(['/', '/offline-plugin-app-shell-fallback/']);

/**
 * Pages compressed at once: two of the pool's four threads, which leaves the llms step's runs
 * (compressed there too, and waited for) the others; one at a time took longer than the step
 * on the full corpus, each page three trips to the pool.
 */
const AT_ONCE = 2;

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
 * readers of HTML have what they need to start with; the pages are compressed on zlib's thread
 * pool (AT_ONCE at a time) beside the llms step, which reads the plain files meanwhile, and
 * `finish` removes those. The build's later readers take either form (lib/builtFiles.ts); on the next build Gatsby
 * writes plain HTML for the pages it renders again, and reads an earlier page's HTML only to
 * stitch slices into it (gatsby/tuning/patches/pageHtml.cjs puts it back first).
 */
export function gzipPageHtml(publicDir: string): PageHtmlGzip {
  const done: PageHtmlGzipped = { pages: 0, bytesBefore: 0, bytesAfter: 0 };
  const plainFiles = builtPages(publicDir)
    .filter((pathname) => !PLAIN_PAGES.has(pathname))
    .map((pathname) => path.join(publicDir, pathname, 'index.html'))
    .filter((file) => fs.existsSync(file));
  let next = 0;
  const gzipNext = async () => {
    for (let index = next++; index < plainFiles.length; index = next++) {
      const file = plainFiles[index];
      const html = await fsp.readFile(file);
      const target = `${file}.gz`;
      // a page Gatsby did not render again: its .gz is already this (left alone)
      const kept = await fsp.readFile(target).then(gunzipAsync, () => undefined);
      const bytes = kept?.equals(html) ? undefined : await gzipAsync(html);
      if (bytes) await fsp.writeFile(target, bytes);
      done.pages += 1;
      done.bytesBefore += html.length;
      done.bytesAfter += bytes?.length ?? (await fsp.stat(target)).size;
    }
  };
  const gzipped = Promise.all(Array.from({ length: AT_ONCE }, gzipNext));
  gzipped.catch(() => undefined); // reported by finish
  return {
    async finish() {
      await gzipped;
      // only now: the .gz of each is whole, and nothing reads the plain files any more
      for (const file of plainFiles) fs.rmSync(file, { force: true });
      return done;
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
