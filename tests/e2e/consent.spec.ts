import { expect, test, type Page } from './fixtures';

// Consent, then analytics (docs/behaviour.md §7.2): nothing is sent before the visitor chooses.

const GUIDE = '/docs/esign-rest-api/concepts/authentication/';
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and tracking' });

/** Every POST to /api/signal or /api/eloqua the page makes, with its JSON body. */
function marketingCalls(page: Page) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (path === '/api/signal' || path === '/api/eloqua')) {
      calls.push({ path, body: request.postDataJSON() as Record<string, unknown> });
    }
  });
  return calls;
}

test('nothing is sent before a choice; with consent, page views and the API interest are', async ({
  page,
}) => {
  const calls = marketingCalls(page);
  await page.goto(GUIDE);
  await expect(banner(page)).toBeVisible();
  await page.waitForTimeout(4000);
  expect(calls).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  // The interest of the page's API goes out at once with consent to marketing.
  await expect.poll(() => calls.filter((call) => call.path === '/api/eloqua')).toHaveLength(1);
  expect(calls.find((call) => call.path === '/api/eloqua')?.body).toMatchObject({
    interest: 'esign-rest-api',
    globalUser: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });

  // A route update: its page view 3.5 s later, with its referrer.
  await page
    .getByRole('navigation', { name: 'eSignature REST API pages' })
    .getByRole('link', { name: 'Envelopes' })
    .click();
  await expect(page).toHaveURL(/concepts\/envelopes\/$/);
  const pageViews = () => calls.filter((call) => call.body.type === 'page_view');
  await expect.poll(pageViews, { timeout: 8000 }).toHaveLength(1);
  expect(pageViews()[0].body).toMatchObject({
    path: '/docs/esign-rest-api/concepts/envelopes/',
    referrer: GUIDE,
  });
  // The same interest is not sent again.
  expect(calls.filter((call) => call.path === '/api/eloqua')).toHaveLength(1);

  // Remembered; no tag manager without a container id.
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.locator('script[data-tag-manager]').count()).toBe(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test('the footer reopens the choice; after Reject all nothing more is sent', async ({ page }) => {
  const calls = marketingCalls(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Choose' }).click();
  await banner(page).getByRole('checkbox', { name: 'Analytics' }).check();
  await banner(page).getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(() => calls.length, { timeout: 8000 }).toBe(1);
  expect(calls[0].body).toMatchObject({ type: 'page_view', path: '/' });

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await page.goto(GUIDE);
  await page.waitForTimeout(4000);
  expect(calls).toHaveLength(1);
});
