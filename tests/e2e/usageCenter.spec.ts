import { captureApiToken } from './apiToken';
import { ADMIN, MEMBER, expect, logIn, test } from './fixtures';

// The API usage center (docs/behaviour.md §7.3): calls made to the sandbox show, by key and day.

const PAGE = '/tools/api-usage-center/';
const ACCOUNT = '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b';

test("a member's own calls show as a chart, by key, with error codes and slow operations", async ({
  page,
}) => {
  const token = captureApiToken(page);
  await logIn(page, MEMBER, '/');
  const authorization = await token;
  const envelopes = `/sandbox/restapi/v2.1/accounts/${ACCOUNT}/envelopes`;
  // Listing asks a from_date, as the platform does.
  const list = `${envelopes}?from_date=2020-01-01`;
  for (let call = 0; call < 3; call += 1) {
    expect((await page.request.get(list, { headers: { authorization } })).status()).toBe(200);
  }
  const missing = await page.request.get(`${envelopes}/00000000-0000-4000-8000-000000000000`, {
    headers: { authorization },
  });
  expect(missing.status()).toBe(404);

  await page.goto(PAGE);
  await expect(page.getByText(/^The calls you made yourself in Acme Demo/)).toBeVisible();
  const chart = page.getByRole('img', { name: 'Calls per day' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('g[data-day]')).toHaveCount(30);
  await expect(chart.locator('rect.usage-chart__succeeded[height]').last()).toHaveAttribute(
    'height',
    /^[1-9]/,
  );
  const keys = page.getByRole('region', { name: 'By integration key' });
  await expect(keys).toContainText('Developer Center portal');
  await expect(page.getByRole('region', { name: 'Error codes' })).toContainText(
    '404 Not Found: 1 call',
  );
  await expect(page.getByRole('region', { name: 'Slowest operations' })).toContainText(
    'Envelopes: listStatusChanges',
  );
  await page.getByLabel('Period').selectOption('7');
  await expect(chart.locator('g[data-day]')).toHaveCount(7);
});

test("an administrator sees the account's calls; a visitor is asked to log in", async ({
  page,
}) => {
  await page.goto(PAGE);
  await expect(page.locator('main').getByRole('link', { name: 'Log in' })).toBeVisible();
  await logIn(page, ADMIN, PAGE);
  await expect(page.getByText(/^Every call made in Acme Demo/)).toBeVisible();
});
