import fs from 'node:fs';
import path from 'node:path';
import { BUILD_CACHE_DIR, digest, writeWhole } from './buildCache';
import { joinPage, pagePartFile, pagePartRefs } from '../../../lib/site/pageParts';
import { readBuiltText } from '../../../lib/builtFiles';

/**
 * Where the reference pages' data waits for Gatsby's page queries: one JSON file per page, named
 * by a digest of what it holds.
 *
 * Why not the page context: Gatsby keeps every page's context in its store and again in a
 * SitePage node, hashes it, walks it and deep-compares it with the last build's. At ten thousand
 * operations that was gigabytes of heap and a third of the build in garbage collection. A
 * context of one short key costs nothing; the query workers read the file
 * (`gatsby/createResolvers.ts`) and Gatsby writes what they return into page-data as before.
 * A page whose data changes gets a new key, hence a new context, so Gatsby runs its query again.
 */
export const REFERENCE_PAGE_FOLDER = 'reference-pages';
export const REFERENCE_PAGE_DIR = path.join(BUILD_CACHE_DIR, REFERENCE_PAGE_FOLDER);

/** A key is 24 hex digits: the name of a file this module wrote, never a path from elsewhere. */
const KEY = /^[0-9a-f]{24}$/;

export interface PageStore {
  /** Writes `data` (unless a file already holds it) and returns its key; `text`: its JSON. */
  put(data: unknown, text?: string): string;
  /** Whether every key still has its file (a cached list of pages is usable). */
  hasAll(keys: string[]): boolean;
  /** Marks keys in use that another thread put into the same folder (kept by `prune`). */
  keep(keys: string[]): void;
  /** Drops the files no `put` or `hasAll` of this run named. */
  prune(): number;
}

const fileOf = (dir: string, key: string) => path.join(dir, `${key}.json`);

export function pageStore(dir = REFERENCE_PAGE_DIR): PageStore {
  const used = new Set<string>();
  fs.mkdirSync(dir, { recursive: true });
  return {
    put(data, text = JSON.stringify(data)) {
      const key = digest(text).slice(0, 24);
      used.add(key);
      const file = fileOf(dir, key);
      // An interrupted build leaves no torn page behind.
      if (!fs.existsSync(file)) writeWhole(file, text);
      return key;
    },
    hasAll(keys) {
      for (const key of keys) used.add(key);
      return keys.every((key) => fs.existsSync(fileOf(dir, key)));
    },
    keep(keys) {
      for (const key of keys) used.add(key);
    },
    prune() {
      const stale = fs
        .readdirSync(dir)
        .filter((name) => !(name.endsWith('.json') && used.has(name.slice(0, -5))));
      for (const name of stale) fs.rmSync(path.join(dir, name), { force: true });
      return stale.length;
    },
  };
}

/** The data stored under `key`; a clear error for a key that is not one or has no file. */
export function readStoredPage(key: string, dir = REFERENCE_PAGE_DIR): unknown {
  if (!KEY.test(key)) throw new Error(`referencePage: "${key}" is not a page key`);
  const file = fileOf(dir, key);
  if (!fs.existsSync(file))
    throw new Error(`referencePage: no page data for key ${key} in ${dir} (run gatsby clean)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The data stored under `key` whole again, as its page has it in the browser: each part it left
 * out to stay within budget (gatsby/pages/pageParts.ts) read back from `publicDir` and put back.
 */
export function readWholeStoredPage(
  key: string,
  publicDir: string,
  dir = REFERENCE_PAGE_DIR,
): unknown {
  const data = readStoredPage(key, dir);
  const refs = pagePartRefs(data);
  if (refs.length === 0) return data;
  const parts = Object.fromEntries(
    refs.map(({ part }) => [
      part,
      JSON.parse(readBuiltText(path.join(publicDir, pagePartFile(part)))) as unknown,
    ]),
  );
  return joinPage(data as object, parts);
}
