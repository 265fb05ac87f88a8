import { ADMIN, expect, logIn, test } from './fixtures';

// The details of docs/behaviour.md §7–§9 a reader meets directly.

test('every page is en-US and carries the asset version; dates read month first', async ({
  page,
}) => {
  await page.goto('/blog/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('meta[name="asset-version"]')).toHaveAttribute('content', '20251104.5');
  const first = page.locator('main time').first();
  await expect(first).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
});

test('the home page shows the latest blog posts, loaded through the blog posts group', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  // A short window, so the blog posts start below the fold whatever sits above them.
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Below the fold: asked for as the reader comes to them, not with the page.
  expect(asked).not.toContain('/api/blog-posts');
  let arrived = false;
  const loaded = page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/blog-posts')
    .then((response) => ((arrived = true), response));
  // Scrolled as a reader does, a little at a time, until the section comes into view.
  for (let step = 0; step < 40 && !arrived; step += 1) {
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(100);
  }
  expect((await loaded).status()).toBe(200);
  const latest = page.getByRole('region', { name: 'Latest from the blog' });
  await expect(latest.getByRole('listitem')).toHaveCount(3);
  await expect(latest.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog/');
});

test('the header search says "No Records found" when nothing matches', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search the Developer Center' });
  await box.click();
  await box.pressSequentially('qqxxzzvvkk', { delay: 20 });
  await expect(page.getByRole('status').filter({ hasText: 'No Records found' })).toBeVisible();
});

test('the newsletter sign-up asks a country from the full list and the topics', async ({
  page,
}) => {
  await page.goto('/newsletter/');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await expect(form.getByLabel('Country').locator('option')).toHaveCount(250);
  await form.getByLabel('Email address').fill(`country-${Date.now()}@example.test`);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByLabel('Country').selectOption({ label: 'Japan' });
  await form.getByRole('checkbox', { name: 'Webhooks and Connect' }).check();
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/newsletter-signup'));
  await form.getByRole('button', { name: 'Sign up' }).click();
  const body = new URLSearchParams((await posted).postData() ?? '');
  expect(body.get('country')).toBe('JP');
  expect(body.getAll('topics')).toEqual(['webhooks']);
  await expect(page.getByRole('status')).toContainText('confirmation email');
});

test("the clickwrap test records the signer's country with the agreement", async ({ page }) => {
  await page.goto('/docs/click-api/test-clickwrap/');
  await page.getByLabel('Account ID').fill('6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b');
  await page
    .getByLabel('Clickwrap ID', { exact: true })
    .fill('3f2c9a1e-7b4d-4e6f-9a8b-5c1d2e3f4a5b');
  await page.getByLabel('Client user ID').fill('e2e-country');
  await page.getByLabel("Signer's country").selectOption('CA');
  await page.getByRole('button', { name: 'Render clickwrap' }).click();
  const agreed = page.waitForResponse((response) => response.url().endsWith('/agreements'));
  await page.getByRole('button', { name: 'I agree' }).click();
  expect(await (await agreed).json()).toMatchObject({ documentData: { country: 'CA' } });
  await expect(page.getByRole('status')).toContainText('e2e-country (Canada) agreed');
});

test('the first user calls carry global-user-uuid; the explorer sends siteUrl; editors are dark', async ({
  page,
}) => {
  const userCalls: (string | undefined)[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/user' || path === '/api/user/settings') {
      userCalls.push(request.headers()['global-user-uuid']);
    }
  });
  const method = '/docs/esign-rest-api/reference/envelopes/envelopes/create/?explorer=true';
  await logIn(page, ADMIN, method);
  expect(userCalls.length).toBeGreaterThanOrEqual(2);
  expect(userCalls.every((uuid) => /^[0-9a-f-]{36}$/.test(uuid ?? ''))).toBe(true);

  const panel = page.getByRole('region', { name: 'API Explorer' });
  await panel.getByRole('radio', { name: 'JSON' }).check();
  // vs-dark whichever theme the site shows (the page opens in its light theme here).
  await expect(panel.locator('.explorer-json .monaco-editor.vs-dark')).toBeVisible();
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/api-explorer',
  );
  await panel.getByRole('button', { name: 'Send' }).click();
  const siteUrl = new URL((await sent).url()).searchParams.get('siteUrl');
  expect(siteUrl).toBe(
    `${new URL(page.url()).origin}/docs/esign-rest-api/reference/envelopes/envelopes/create/`,
  );
  await expect(page.getByRole('region', { name: 'Response', exact: true })).toContainText('201');
});

test('the OpenAPI download asks for generic examples and leaves out todo and not-public', async ({
  page,
}) => {
  await page.goto('/tools/openapi-files/');
  const link = page.getByRole('link', { name: /Download api_ESignature v2\.1/ });
  await expect(link).toHaveAttribute(
    'href',
    '/swaggerfile/api_ESignature/v2.1?download=true&genericExamples=true&excludeTags=todo&excludeTags=not-public',
  );
  const file = await (await page.request.get((await link.getAttribute('href'))!)).text();
  expect(file).not.toContain('pat.jones@example.com');
});
