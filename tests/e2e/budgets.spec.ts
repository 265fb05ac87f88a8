import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { cutPages, jsonFiles } from './budgetFiles';

// The byte budget of every page (docs/behaviour.md §9), on the build the end-to-end tests serve:
// each page-data and slice-data file is 100 KB or less, whatever the page type (long category
// and resource lists continue on pages of their own; a page still over leaves its largest parts
// to files of public/page-parts/ that it fetches once shown: lib/site/pageParts).
const PAGE_DATA_BUDGET = 100 * 1024;
const publicDir = path.resolve(
  process.env.PUBLIC_DIR ?? path.join(__dirname, '..', '..', 'public'),
);

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

test('every part a cut page names was written, gzipped, into public/page-parts', () => {
  const missing = cutPages(publicDir).flatMap(({ page, parts }) =>
    parts
      .filter((part) => !fs.existsSync(path.join(publicDir, 'page-parts', `${part}.json.gz`)))
      .map((part) => `${page}: ${part}`),
  );
  expect(missing).toEqual([]);
});

test('a page over budget shows the rest of its data once its parts arrive', async ({ page }) => {
  const [cut] = cutPages(publicDir);
  // (the site built from the repository's specs may have none: referenceWide.spec.ts has one)
  test.skip(!cut, 'no page of this build is over its page-data budget');
  const arrived = cut.parts.map((part) =>
    page.waitForResponse((response) => response.url().endsWith(`/page-parts/${part}.json`)),
  );
  await page.goto(cut.page);
  for (const response of await Promise.all(arrived)) expect(response.status()).toBe(200);
  await expect(page.getByText('Loading the rest of this page…')).toHaveCount(0);
  await expect(page.getByText('The rest of this page could not be loaded.')).toHaveCount(0);
});
