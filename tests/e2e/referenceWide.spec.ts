import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { buildWideSite, startWideServer } from './wide/wideSite';
import { HUGE_ENUM } from './wide/wideSpec';
import { cutPages } from './budgetFiles';

// The reference at real width: a site built from a generated spec of the eSignature shape
// (39 tab lists of 80-property tabs) keeps its page small and still lets the reader open a field
// six levels down, the deepest levels fetched as one-level schema files.

let server: { url: string; stop: () => void };
let publicDir: string;
const createPath = '/docs/wide-api/reference/wide-api/envelopes/create/';

test.beforeAll(() => {
  test.setTimeout(600_000); // a whole site build
  const site = buildWideSite();
  publicDir = path.join(site.dir, 'public');
  return startWideServer(site).then((started) => (server = started));
});
test.afterAll(() => server?.stop());

test('a field six levels deep: recipients → signers → tabs → signHereTabs → tab → metadata', async ({
  page,
}) => {
  const pageData = path.join(publicDir, 'page-data', createPath, 'page-data.json');
  expect(fs.statSync(pageData).size).toBeLessThanOrEqual(100 * 1024);

  await page.goto(`${server.url}${createPath}`);
  const body = page.locator('.ref-request-body');
  for (const field of ['recipients', 'signers', 'tabs', 'signHereTabs']) {
    await body
      .getByRole('button', { name: `Expand ${field}` })
      .first()
      .click();
  }
  await expect(body.getByText('signHereField78', { exact: true })).toBeVisible();
  const metadataFile = page.waitForResponse((response) =>
    /\/api-schemas\/wide-v1\/v1\/tabMetadata\.json$/.test(response.url()),
  );
  await body.getByRole('button', { name: 'Expand metadata' }).first().click();
  expect((await metadataFile).status()).toBe(200);
  await expect(body.getByText('anchorString', { exact: true }).first()).toBeVisible();
});

test('a method page over its data budget (a 12,000-value enum) shows the rest once it arrives', async ({
  page,
}) => {
  const cut = cutPages(publicDir).find(({ page: pagePath }) => pagePath.endsWith('/liststatuses/'));
  expect(cut).toBeDefined();
  expect(cut!.bytes).toBeLessThanOrEqual(100 * 1024);
  const arrived = cut!.parts.map((part) =>
    page.waitForResponse((response) => response.url().endsWith(`/page-parts/${part}.json`)),
  );
  await page.goto(`${server.url}${cut!.page}`);
  for (const response of await Promise.all(arrived)) expect(response.status()).toBe(200);
  const last = HUGE_ENUM[HUGE_ENUM.length - 1];
  await expect(page.getByText(new RegExp(`${last}$`)).first()).toBeVisible();
  await expect(page.getByText('Loading the rest of this page…')).toHaveCount(0);
});
