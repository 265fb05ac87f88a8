import fs from 'node:fs';
import path from 'node:path';
import type { Actions } from 'gatsby';
import {
  PAGE_PART_FOLDER,
  pagePartFile,
  splitPage,
  type SplitPage,
} from '../../lib/site/pageParts';
import { writeGzipped } from '../compression/gzipFiles';

/** writeGzipped keeps `file` as `file.gz` only, as the schema files (the server sends it so). */
const GZIP_SUFFIX = '.gz';

/** Names of the parts this build's pages use, for prunePageParts (same process, same build). */
const used = new Set<string>();

const partPath = (publicDir: string, name: string) =>
  `${path.join(publicDir, pagePartFile(name))}${GZIP_SUFFIX}`;

/**
 * Writes each part not in public/page-parts/ yet. A part's name is a digest of its content: one
 * that exists holds the same, and a part many pages cut (a shared enum) is written once.
 */
export function writePageParts(publicDir: string, parts: Map<string, string>): number {
  let written = 0;
  for (const [name, json] of parts) {
    used.add(name);
    if (fs.existsSync(partPath(publicDir, name))) continue;
    writeGzipped(path.join(publicDir, pagePartFile(name)), json);
    written += 1;
  }
  return written;
}

/** Whether every part a page of an earlier build cut is still there (marked used: it is). */
export function hasPageParts(publicDir: string, names: string[]): boolean {
  for (const name of names) used.add(name);
  return names.every((name) => fs.existsSync(partPath(publicDir, name)));
}

/** Marks in use the parts another thread wrote (gatsby/pages/apiReference/pageThreads.ts). */
export function keepPageParts(names: string[]): void {
  for (const name of names) used.add(name);
}

/**
 * Drops the parts of earlier builds that no page of this one uses; how many. Only in the process
 * that made the pages: one that made none (knows of no part in use) drops nothing.
 */
export function prunePageParts(publicDir: string): number {
  const dir = path.join(publicDir, PAGE_PART_FOLDER);
  if (used.size === 0 || !fs.existsSync(dir)) return 0;
  const kept = new Set([...used].map((name) => `${name}.json${GZIP_SUFFIX}`));
  const stale = fs.readdirSync(dir).filter((file) => !kept.has(file));
  for (const file of stale) fs.rmSync(path.join(dir, file), { force: true });
  return stale.length;
}

/** A page's data cut to its budget (splitPage), its parts written into `publicDir`. */
export function fitPageData<T extends object>(publicDir: string, data: T): SplitPage<T> {
  const split = splitPage(data);
  writePageParts(publicDir, split.parts);
  return split;
}

/**
 * `createPage` with the page-data budget (docs/behaviour.md §9) for every page family: a
 * context over it goes in cut, what it left out to public/page-parts/, which the page fetches
 * once shown (src/components/pageParts). The API reference's pages hold only a key in their
 * context: their data is cut where it is stored (gatsby/pages/apiReference/index.ts).
 */
export function withPageBudget(
  createPage: Actions['createPage'],
  publicDir: string,
): Actions['createPage'] {
  return (page, ...rest) => {
    const context = page.context as object | undefined;
    if (!context) return createPage(page, ...rest);
    return createPage({ ...page, context: fitPageData(publicDir, context).data }, ...rest);
  };
}
