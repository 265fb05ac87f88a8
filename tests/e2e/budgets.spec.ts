import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';

// The byte budget of every page (docs/behaviour.md §9), on the build the end-to-end tests serve:
// each page-data and slice-data file is 100 KB or less, whatever the page type (long category
// and resource lists continue on pages of their own; a page still over leaves its largest parts
// to files of public/page-parts/ that it fetches once shown: lib/site/pageParts).
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

/** The pages of the build whose data was cut to the budget, with the parts each fetches. */
function cutPages(): { page: string; parts: string[] }[] {
  const partsOf = (value: unknown): string[] => {
    const refs = (value as { pageParts?: { part: string }[] } | null)?.pageParts;
    return Array.isArray(refs) ? refs.map((ref) => ref.part) : [];
  };
  return jsonFiles(path.join(publicDir, 'page-data'))
    .filter((file) => file.endsWith('page-data.json'))
    .map((file) => {
      const { path: page, result } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        path: string;
        result: { pageContext?: unknown; data?: Record<string, unknown> };
      };
      const parts = [result.pageContext, ...Object.values(result.data ?? {})].flatMap(partsOf);
      return { page, parts };
    })
    .filter(({ parts }) => parts.length > 0);
}

test('every part a cut page names was written, gzipped, into public/page-parts', () => {
  const missing = cutPages().flatMap(({ page, parts }) =>
    parts
      .filter((part) => !fs.existsSync(path.join(publicDir, 'page-parts', `${part}.json.gz`)))
      .map((part) => `${page}: ${part}`),
  );
  expect(missing).toEqual([]);
});

test('a page over budget shows the rest of its data once its parts arrive', async ({ page }) => {
  const [cut] = cutPages();
  test.skip(!cut, 'no page of this build is over its page-data budget');
  const arrived = cut.parts.map((part) =>
    page.waitForResponse((response) => response.url().endsWith(`/page-parts/${part}.json`)),
  );
  await page.goto(cut.page);
  for (const response of await Promise.all(arrived)) expect(response.status()).toBe(200);
  await expect(page.getByText('Loading the rest of this page…')).toHaveCount(0);
  await expect(page.getByText('The rest of this page could not be loaded.')).toHaveCount(0);
});
