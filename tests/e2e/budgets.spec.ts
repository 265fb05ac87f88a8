import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

// The byte budget of every page (docs/behaviour.md §9), on the build the end-to-end tests serve:
// each page-data and slice-data file is 100 KB or less, whatever the page type (long category
// and resource lists continue on pages of their own).
const PAGE_DATA_BUDGET = 100 * 1024;
const publicDir = path.resolve(
  process.env.PUBLIC_DIR ?? path.join(__dirname, '..', '..', 'public'),
);

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

test('every page-data and slice-data file of the built site is within 100 KB', () => {
  const files = [
    ...jsonFiles(path.join(publicDir, 'page-data')),
    ...jsonFiles(path.join(publicDir, 'slice-data')),
  ];
  expect(files.length).toBeGreaterThan(100);
  const over = files
    .map((file) => ({ file: path.relative(publicDir, file), bytes: fs.statSync(file).size }))
    .filter(({ bytes }) => bytes > PAGE_DATA_BUDGET);
  expect(over).toEqual([]);
});
