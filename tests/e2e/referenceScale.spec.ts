import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';

// The built reference stays small per page: page-data under 100 KB, the sidebar in one shared
// slice, and the prerendered HTML readable without JavaScript.

const publicDir = path.resolve('public');
const createPath = '/docs/esign-rest-api/reference/envelopes/envelopes/create/';

function pageDataFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageDataFiles(full);
    return entry.name === 'page-data.json' ? [full] : [];
  });
}

test('every page-data file of the build is at most 100 KB, and none carries a sidebar or its data twice', () => {
  const files = pageDataFiles(path.join(publicDir, 'page-data'));
  const reference = files.filter((file) => file.includes(`${path.sep}reference${path.sep}`));
  expect(reference.length).toBeGreaterThan(100);
  const over = files
    .map((file) => ({ file: path.relative(publicDir, file), size: fs.statSync(file).size }))
    .filter(({ size }) => size > 100 * 1024);
  expect(over).toEqual([]);
  const create = JSON.parse(
    fs.readFileSync(path.join(publicDir, 'page-data', createPath, 'page-data.json'), 'utf8'),
  );
  // The page's data comes from its page query; the context holds only the key it was read by.
  expect(create.result.pageContext).toEqual({
    referencePage: expect.stringMatching(/^[0-9a-f]{24}$/),
  });
  expect(create.result.data.referencePage.operation.operationId).toBe('Envelopes_PostEnvelopes');
  expect(create.result.data.referencePage.sidebar).toBeUndefined();
  expect(create.slicesMap['reference-sidebar']).toMatch(/^reference-sidebar-/);
});

test('without JavaScript a method page shows its parameters, body fields and sidebar', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(createPath);
  await expect(page.getByText('accountId', { exact: true }).first()).toBeVisible();
  const body = page.locator('.ref-request-body');
  await expect(body.getByText('recipients', { exact: true }).first()).toBeVisible();
  await expect(body.getByText('emailSubject', { exact: true }).first()).toBeVisible();
  await expect(page.locator('.ref-layout__sidebar').getByText('Envelopes').first()).toBeVisible();
  await context.close();
});
