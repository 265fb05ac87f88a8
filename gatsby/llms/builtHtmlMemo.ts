import fs from 'node:fs';
import path from 'node:path';
import { digest, writeWhole } from '../pages/apiReference/buildCache';
import { builtFileStat, readBuiltTextIfAny } from '../../lib/builtFiles';

/** The memo's file in the build cache (.cache/devcenter). */
export const BUILT_HTML_MEMO_FILE = 'built-html.json';

/** What the llms step reads of one page's HTML, with the stat of the file it read. */
interface Entry {
  stamp: string;
  digest?: string;
}

interface Record {
  version: string;
  pages: { [pathname: string]: Entry };
}

/**
 * What the llms step reads of each built page's HTML (a digest of it, the key of the page's
 * twin), kept beside the file's size, modification time and inode. Gatsby writes again only the
 * HTML of pages whose data changed, so after one spec edit only those are read. Method pages'
 * twins read no HTML at all: they are made from the model (twins.ts).
 */
export interface BuiltHtmlMemo {
  /** The page's HTML, or undefined when it has none. */
  html(pathname: string): string | undefined;
  /** A digest of the page's HTML, '' when it has none. */
  digest(pathname: string): string;
  /** Keeps what this run read, for pages still built. */
  save(): void;
}

const stampOf = (stat: fs.Stats) => `${stat.size}:${stat.mtimeMs}:${stat.ino}`;

/**
 * After the build gzipped the pages' HTML (gatsby/html/pageHtmlFiles.ts, from the very files
 * this memo read), the memo in `file` vouches for each page's `.gz` instead of its plain file,
 * which is gone: without it the next build would read every page again. Returns how many.
 */
export function restampGzippedPages(file: string, publicDir: string): number {
  let record: Record;
  try {
    record = JSON.parse(fs.readFileSync(file, 'utf8')) as Record;
  } catch {
    return 0; // none, or torn: the next build reads every page anyway
  }
  let restamped = 0;
  for (const [pathname, entry] of Object.entries(record.pages)) {
    const html = path.join(publicDir, pathname, 'index.html');
    if (fs.existsSync(html)) continue;
    const gzipped = fs.statSync(`${html}.gz`, { throwIfNoEntry: false });
    if (!gzipped) continue;
    entry.stamp = stampOf(gzipped);
    restamped += 1;
  }
  if (restamped > 0) writeWhole(file, JSON.stringify(record));
  return restamped;
}

/**
 * Opens the memo kept in `file` for the HTML under `publicDir`, as read by code of `version`
 * (another version reuses nothing). Without `file`, nothing is kept from one run to the next.
 */
export function builtHtmlMemo(publicDir: string, file?: string, version = ''): BuiltHtmlMemo {
  let last: Record['pages'] = {};
  try {
    const record = file && (JSON.parse(fs.readFileSync(file, 'utf8')) as Record);
    if (record && record.version === version) last = record.pages;
  } catch {
    // none yet, or torn: every page is read
  }
  const now: Record['pages'] = {};
  const htmlFile = (pathname: string) => path.join(publicDir, pathname, 'index.html');
  // plain or, once a build is done, gzipped only (gatsby/html/pageHtmlFiles.ts)
  const read = (pathname: string) => readBuiltTextIfAny(htmlFile(pathname));
  /** The page's entry, the last run's while its file is the same; undefined without HTML. */
  const entry = (pathname: string): Entry | undefined => {
    const known = now[pathname];
    if (known) return known;
    const stat = builtFileStat(htmlFile(pathname));
    if (!stat) return undefined;
    const stamp = stampOf(stat);
    const kept = last[pathname];
    now[pathname] = kept?.stamp === stamp ? kept : { stamp };
    return now[pathname];
  };
  return {
    html: read,
    digest(pathname) {
      const page = entry(pathname);
      if (!page) return '';
      page.digest ??= digest(read(pathname) ?? '');
      return page.digest;
    },
    save() {
      if (!file) return;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      writeWhole(file, JSON.stringify({ version, pages: now } satisfies Record));
    },
  };
}
