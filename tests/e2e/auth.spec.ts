import { ADMIN, MEMBER, expect, logIn, test, type Page } from './fixtures';
import { E2E_TEST_HOOKS_SECRET } from './testHooksSecret';

// Sign-in through the real login page of the embedded sandbox (demo users from the README).

const header = (page: Page) => page.locator('header');

test('the demo admin logs in, stays signed in after a reload and logs out', async ({ page }) => {
  await logIn(page, ADMIN, '/docs/esign-rest-api/');
  await expect(page).toHaveURL(/\/docs\/esign-rest-api\/$/); // back where sign-in started
  // The token travelled in the dct cookie; the app took it and cleared the cookie.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('dct');

  await page.reload();
  await expect(header(page).getByRole('button', { name: ADMIN.name })).toBeVisible();

  await header(page).getByRole('button', { name: ADMIN.name }).click();
  await header(page).getByRole('link', { name: 'Log out' }).click();
  // The store is cleared before the browser leaves for /auth/logout, so "Log in" shows while that
  // navigation is still under way: wait for its landing page before reloading.
  await page.waitForURL((url) => url.pathname === '/');
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a member without admin rights logs in too', async ({ page }) => {
  await logIn(page, MEMBER);
  await expect(header(page).getByRole('button', { name: MEMBER.name })).toBeVisible();
});

test('a wrong password stays on the login page with a message', async ({ page }) => {
  await page.goto('/auth/login?returnTo=/');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('an expired token logs the user out with a toast', async ({ page, request }) => {
  await logIn(page, ADMIN);
  const expired = await request.post('/sandbox/test/expire-tokens', {
    data: { email: ADMIN.email },
    headers: { 'x-sandbox-test-secret': E2E_TEST_HOOKS_SECRET },
  });
  expect(expired.ok()).toBe(true);

  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your session expired. Log in again.' }),
  ).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  // One notice: no "Unauthorized" toast beside it (issue #23).
  await expect(page.getByText('Unauthorized', { exact: true })).toHaveCount(0);
});

test("the explorer's 401 signs out with one notice whose link logs in again", async ({
  page,
  request,
}) => {
  const method = '/docs/esign-rest-api/reference/accounts/accounts/get/?explorer=true';
  await logIn(page, ADMIN, method);
  const panel = page.getByRole('region', { name: 'API Explorer' });
  await expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled();
  const expired = await request.post('/sandbox/test/expire-tokens', {
    data: { email: ADMIN.email },
    headers: { 'x-sandbox-test-secret': E2E_TEST_HOOKS_SECRET },
  });
  expect(expired.ok()).toBe(true);

  await panel.getByRole('button', { name: 'Send' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Your session expired.' });
  await expect(notice).toHaveCount(1);
  // Signed out at once, not after a reload; the link comes back to this page and its request.
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Unauthorized', { exact: true })).toHaveCount(0);
  await notice.getByRole('link', { name: 'Log in again' }).click();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/accounts\/accounts\/get\/\?explorer=true$/);
  await expect(header(page).getByRole('button', { name: ADMIN.name })).toBeVisible();
});
