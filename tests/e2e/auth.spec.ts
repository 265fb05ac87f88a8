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
  // The session check's error toast (docs/behaviour.md §8) may show beside the session-expired notice (§8).
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your session expired. Log in again.' }),
  ).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
});
