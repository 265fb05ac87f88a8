import fs from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_BYTES } from '../lib/site/pageParts';

/** How many of the largest files the build prints. */
export const LARGEST_SHOWN = 10;

/** A page-data or slice-data file of the build: the page's path (or the slice's id), its size. */
export interface DataFile {
  page: string;
  kind: 'page-data' | 'slice-data';
  bytes: number;
}

/** Every page-data and slice-data file of `publicDir`, largest first. */
export function dataFiles(publicDir: string): DataFile[] {
  const files: DataFile[] = [];
  const pageData = path.join(publicDir, 'page-data');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === 'page-data.json') {
        const page = path.relative(pageData, dir).split(path.sep).join('/');
        const bytes = fs.statSync(file).size;
        files.push({ page: page === 'index' ? '/' : `/${page}/`, kind: 'page-data', bytes });
      }
    }
  };
  if (fs.existsSync(pageData)) walk(pageData);
  const sliceData = path.join(publicDir, 'slice-data');
  if (fs.existsSync(sliceData))
    for (const name of fs.readdirSync(sliceData).filter((n) => n.endsWith('.json')))
      files.push({
        page: name.slice(0, -'.json'.length),
        kind: 'slice-data',
        bytes: fs.statSync(path.join(sliceData, name)).size,
      });
  return files.sort((a, b) => b.bytes - a.bytes);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const named = (file: DataFile) =>
  `${file.kind === 'slice-data' ? `slice ${file.page}` : file.page} ${kb(file.bytes)}`;

interface Reporter {
  info(message: string): void;
  warn(message: string): void;
  panicOnBuild(message: string): void;
}

/**
 * The page-data budget (docs/behaviour.md §9), checked on what the build wrote: prints the
 * largest files, and fails the build naming every page-data file over PAGE_DATA_BYTES (createPage
 * cuts every page to fit, gatsby/pages/pageParts.ts: one over is a page whose data is ten
 * thousand short fields, or Gatsby's own wrapping grew). A slice over it is a warning: slices are
 * not cut (the sidebar's lists are bounded where they are made).
 */
export function checkPageDataBudget(publicDir: string, reporter: Reporter): DataFile[] {
  const files = dataFiles(publicDir);
  reporter.info(
    `page-data: the largest of ${files.length}: ${files.slice(0, LARGEST_SHOWN).map(named).join(', ')}`,
  );
  const over = files.filter((file) => file.bytes > PAGE_DATA_BYTES);
  const slices = over.filter((file) => file.kind === 'slice-data');
  if (slices.length > 0)
    reporter.warn(
      `slice-data over the ${kb(PAGE_DATA_BYTES)} budget: ${slices.map(named).join(', ')}`,
    );
  const pages = over.filter((file) => file.kind === 'page-data');
  if (pages.length > 0)
    reporter.panicOnBuild(
      `page-data over the ${kb(PAGE_DATA_BYTES)} budget (docs/behaviour.md §9): ${pages.map(named).join(', ')}`,
    );
  return over;
}
