import { test, expect } from './fixtures';

// docs/behaviour.md §2: deep links into a method page (direct loads and in-page hash changes),
// the "copy link" beside each row, and the sidebar filter by path, operationId and SDK name.

const base = '/docs/esign-rest-api/reference/';
const createPath = `${base}envelopes/envelopes/create/`;

test('a direct load at a nested body field of create envelope opens the path to it and shows it', async ({
  page,
}) => {
  await page.goto(`${createPath}#body-recipients-signers-email`);
  const field = page.locator('#body-recipients-signers-email');
  await expect(field).toBeVisible();
  await expect(field).toBeInViewport();
  await expect(field).toBeFocused();
  await expect(field).toHaveClass(/ref-anchor-target/);
  await expect(field.locator('.ref-prop__name').first()).toHaveText('email');
  const body = page.locator('.ref-request-body');
  for (const name of ['recipients', 'signers']) {
    await expect(
      body.getByRole('button', { name: `Collapse ${name}`, exact: true }).first(),
    ).toHaveAttribute('aria-expanded', 'true');
  }
  // nothing off the path opened
  await expect(body.getByRole('button', { name: 'Collapse tabs', exact: true })).toHaveCount(0);
});

test('a deep link lands once: the page does not move after its row is shown', async ({ page }) => {
  await page.goto(`${createPath}#body-recipients-signers-email`);
  const field = page.locator('#body-recipients-signers-email');
  await expect(field).toBeFocused();
  // watch the scroll position for longer than the route's 500 ms hash retries
  const positions = await page.evaluate(async () => {
    const seen: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      seen.push(window.scrollY);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return seen;
  });
  expect(Math.max(...positions) - Math.min(...positions)).toBeLessThanOrEqual(2);
  await expect(field).toBeInViewport();
});

test('a deep link through a schema the page left out loads its file on the way', async ({
  page,
}) => {
  const chunk = page.waitForResponse((response) =>
    /\/api-schemas\/.+\/folder\.json$/.test(response.url()),
  );
  await page.goto(
    '/docs/esign-rest-api/reference/envelopes/folders/list/#response-200-folders-folders-parentFolderId',
  );
  expect((await chunk).status()).toBe(200);
  const field = page.locator('#response-200-folders-folders-parentFolderId');
  await expect(field).toBeInViewport();
  await expect(field).toBeFocused();
});

test('a hash changed on the page leads to its parameter, then its response', async ({ page }) => {
  await page.goto(createPath);
  await page.evaluate(() => {
    window.location.hash = '#param-query-merge_roles_on_draft';
  });
  const row = page.locator('#param-query-merge_roles_on_draft');
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
  await page.evaluate(() => {
    window.location.hash = '#response-201';
  });
  await expect(page.locator('#response-201')).toBeFocused();
  await expect(page.locator('#response-201')).toBeInViewport();
});

test('"copy link" appears on hover and on keyboard focus and copies the full URL', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(createPath);
  const row = page.locator('#param-query-merge_roles_on_draft');
  const link = row.getByRole('link', { name: 'Copy link to query parameter merge_roles_on_draft' });
  await expect(link).toHaveCSS('opacity', '0');
  await row.hover();
  await expect(link).toHaveCSS('opacity', '1');
  await link.click();
  await expect(row.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}${createPath}#param-query-merge_roles_on_draft`,
  );
  await expect(page).toHaveURL(`${createPath}#param-query-merge_roles_on_draft`);

  // keyboard: tabbing onto a copy link shows it; Enter copies
  await page.mouse.move(0, 0);
  const responseLink = page.getByRole('link', { name: 'Copy link to response 201' });
  await responseLink.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(responseLink).toBeFocused();
  await expect(responseLink).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(`${baseURL}${createPath}#response-201`);
});

test('the method page names its SDK method; the sidebar finds methods by path, operationId and SDK name', async ({
  page,
}) => {
  await page.goto(createPath);
  await expect(page.locator('.ref-sdk-method')).toHaveText('SDK method: createEnvelope');

  const sidebar = page.getByRole('navigation', { name: /reference$/ });
  const filter = sidebar.getByRole('searchbox', { name: 'Filter methods' });
  await filter.fill('createEnvelope');
  await expect(sidebar.getByRole('link', { name: 'POST create' })).toBeVisible();
  await expect(sidebar.locator('.ref-sidebar__match').first()).toHaveText('createEnvelope');

  await filter.fill('Envelopes_PostEnvelopes');
  await expect(sidebar.getByRole('link', { name: 'POST create' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /^GET / })).toHaveCount(0);

  // the recipients of an envelope: list, create, update and delete, whatever the parameter's name
  await filter.fill('/envelopes/{id}/recipients');
  await expect(sidebar.locator('.ref-sidebar__method')).toHaveCount(4);
  for (const match of await sidebar.locator('.ref-sidebar__match').all()) {
    await expect(match).toContainText(
      '/v2.1/accounts/{accountId}/envelopes/{envelopeId}/recipients',
    );
  }
  await expect(sidebar.getByRole('link', { name: 'DELETE delete' })).toBeVisible();
});
