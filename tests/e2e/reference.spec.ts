import { test, expect } from './fixtures';

// A reader finds "create envelope" in the eSignature reference through the sidebar, looks
// inside its request body, and switches to the legacy version and back.

const base = '/docs/esign-rest-api/reference/';
const createPath = `${base}envelopes/envelopes/create/`;

test('from the eSignature landing page to create envelope through the sidebar', async ({
  page,
}) => {
  await page.goto(base);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('eSignature');
  const sidebar = page.getByRole('navigation', { name: /reference$/ });

  await sidebar.getByRole('link', { name: 'Envelopes', exact: true }).first().click();
  await expect(page).toHaveURL(`${base}envelopes/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Envelopes');

  await sidebar.getByRole('link', { name: 'Envelopes', exact: true }).nth(1).click();
  await expect(page).toHaveURL(`${base}envelopes/envelopes/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Methods' })).toBeVisible();

  await sidebar.getByRole('link', { name: 'POST create' }).click();
  await expect(page).toHaveURL(createPath);
  await expect(page.locator('.ref-endpoint')).toContainText('POST');
  await expect(page.locator('.ref-endpoint')).toContainText('/envelopes');
  await expect(sidebar.getByRole('link', { name: 'POST create' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('curl-sample')).toContainText(
    'Authorization: Bearer {ACCESS_TOKEN}',
  );
  await expect(page.getByRole('link', { name: 'Try it' })).toHaveAttribute(
    'href',
    `${createPath}?explorer=true`,
  );
});

test('a nested schema expands in place, five levels deep: recipients → … → signHere', async ({
  page,
}) => {
  await page.goto(createPath);
  const body = page.locator('.ref-request-body');
  await body.getByRole('button', { name: 'Expand recipients' }).first().click();
  await body.getByRole('button', { name: 'Expand signers' }).first().click();
  await expect(body.getByText('routingOrder', { exact: true }).first()).toBeVisible();
  // the bundled body fits the page's schema budget: these levels are in the page itself
  await body.getByRole('button', { name: 'Expand tabs' }).first().click();
  await body.getByRole('button', { name: 'Expand signHereTabs' }).first().click();
  await expect(body.getByText('xPosition', { exact: true }).first()).toBeVisible();
});

test('a named schema the page left out is fetched as its one-level file on expand', async ({
  page,
}) => {
  // a folder holds folders: the page stops at the cycle, the schema file continues it
  await page.goto('/docs/esign-rest-api/reference/envelopes/folders/list/');
  const responses = page.locator('.ref-responses');
  await responses.getByRole('button', { name: 'Expand folders' }).first().click();
  const chunk = page.waitForResponse((response) =>
    /\/api-schemas\/.+\/folder\.json$/.test(response.url()),
  );
  // the first one now reads "Collapse folders": the next to expand is the subfolders' list
  await responses.getByRole('button', { name: 'Expand folders' }).first().click();
  expect((await chunk).status()).toBe(200);
  await expect(responses.getByText('parentFolderId', { exact: true })).toHaveCount(2);
  await expect(responses.getByRole('button', { name: 'Expand folders' }).first()).toBeVisible();
});

test('a deep link whose target renders late is still scrolled to (retries of 500 ms)', async ({
  page,
}) => {
  await page.goto(`${createPath}#late-section`);
  // Stands in for content rendered after hydration: the target appears a second later, far
  // below the fold, outside React's root so no render removes it.
  await page.evaluate(() => {
    setTimeout(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      const target = document.createElement('section');
      target.id = 'late-section';
      target.textContent = 'Late section';
      document.body.append(spacer, target);
    }, 1000);
  });
  await expect(page.locator('#late-section')).toBeInViewport({ timeout: 4000 });
});

test('switching to v2 keeps the same operation, and back', async ({ page }) => {
  await page.goto(createPath);
  const versions = page.getByRole('navigation', { name: 'API version' });
  await versions.getByRole('link', { name: 'v2', exact: true }).click();
  await expect(page).toHaveURL('/docs/esign-rest-api/v2/reference/envelopes/envelopes/create/');
  await expect(page.locator('.ref-endpoint')).toContainText('/v2/accounts/');
  await page
    .getByRole('navigation', { name: 'API version' })
    .getByRole('link', { name: 'v2.1', exact: true })
    .click();
  await expect(page).toHaveURL(createPath);
});

test('the sidebar filter narrows the tree to matching methods', async ({ page }) => {
  await page.goto(base);
  const sidebar = page.getByRole('navigation', { name: /reference$/ });
  await sidebar.getByRole('searchbox', { name: 'Filter methods' }).fill('liststatuschanges');
  await expect(sidebar.getByRole('link', { name: 'GET listStatusChanges' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'POST create' })).toHaveCount(0);
});

test('page metadata: bounded title and description, canonical link', async ({ page }) => {
  await page.goto(createPath);
  const title = await page.title();
  expect(title.length).toBeGreaterThan(0);
  expect(title.length).toBeLessThanOrEqual(60);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description!.length).toBeLessThanOrEqual(150);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/create\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
