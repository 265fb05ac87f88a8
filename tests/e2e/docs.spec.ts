import { test, expect } from './fixtures';

// Documentation base paths: landing pages, guide navigation, robots rules, 404 and the Apex
// toolkit reference. Run on its own port: E2E_PORT=9204 npx playwright test tests/e2e/docs.spec.ts

test('a reader opens the eSignature docs and follows a guide from the left navigation', async ({
  page,
}) => {
  await page.goto('/docs/esign-rest-api/');
  await expect(page).toHaveTitle(/eSignature REST API/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('eSignature REST API');

  const nav = page.getByRole('navigation', { name: 'eSignature REST API pages' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'On this page' })).toContainText(
    'Authentication',
  );

  await nav.getByRole('link', { name: 'Request a signature' }).click();
  await expect(page).toHaveURL(/\/docs\/esign-rest-api\/how-to\/request-a-signature\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a signature by email');
  await expect(nav.getByRole('link', { name: 'Request a signature' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // An in-text link, written relative in markdown, leads to the concepts page.
  await page
    .getByRole('article')
    .getByRole('link', { name: 'Envelopes', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/docs\/esign-rest-api\/concepts\/envelopes\/$/);
});

test('the landing page carries its metadata and social image', async ({ page }) => {
  await page.goto('/docs/esign-rest-api/');
  const title = await page.title();
  expect(title.length).toBeLessThanOrEqual(60);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description!.length).toBeLessThanOrEqual(150);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/^https?:\/\/[^/]+\/images\/social\/esign-rest-api\.png$/);
  const response = await page.request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
});

test('the SOAP docs are noindex and the REST docs are not', async ({ page }) => {
  await page.goto('/docs/esign-soap-api/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('eSignature SOAP API');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.goto('/docs/esign-rest-api/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('eSignature REST API');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('a missing path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/docs/no-such-api/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Developer Center home' })).toBeVisible();
});

test('the 500 page exists at /500.html', async ({ page }) => {
  await page.goto('/500.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
});

test('the Salesforce docs list the Apex toolkit classes and open a class', async ({ page }) => {
  await page.goto('/docs/salesforce/');
  const classes = page.getByRole('list', { name: 'Apex toolkit classes' });
  for (const name of ['Document', 'Envelope', 'EnvelopeService', 'Recipient'])
    await expect(classes.getByRole('link', { name: `dfsle.${name}`, exact: true })).toBeVisible();
  await classes.getByRole('link', { name: 'dfsle.EnvelopeService' }).click();
  await expect(page).toHaveURL(/\/docs\/salesforce\/apex\/envelopeservice\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('EnvelopeService');
  await expect(page.getByRole('heading', { name: 'sendEnvelope' })).toBeVisible();
  await expect(
    page.getByText('public static Envelope sendEnvelope(Envelope envelope, Boolean sendNow)'),
  ).toBeVisible();
});

test('the /sdks/ alias leads to the eSignature docs', async ({ page }) => {
  await page.goto('/sdks/');
  await expect(page).toHaveURL(/\/docs\/esign-rest-api\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('eSignature REST API');
});

test('the newsletter archive lists every year and opens one; search targets exist', async ({
  page,
}) => {
  await page.goto('/newsletter/');
  await expect(page.getByRole('heading', { level: 1, name: 'Developer newsletter' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Developer newsletter 20\d\d/ })).toHaveCount(10);
  await page.getByRole('link', { name: 'Developer newsletter 2016' }).click();
  await expect(page).toHaveURL(/\/newsletter\/2016\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer newsletter 2016');

  // Search results point at entries by anchor: each one is on its page.
  await page.goto('/changelog/click-api-1-4/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Click API 1.4');
  await page.goto('/developer-events/#agreements-hackathon');
  await expect(page.locator('#agreements-hackathon')).toBeVisible();
});
