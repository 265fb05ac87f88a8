import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// Every page of the site marks <html data-hydrated> once React has hydrated it. Acting before
// that clicks server-rendered markup with no handlers, so navigation waits for the mark.
export async function waitForHydration(page: Page) {
  const isSitePage = await page
    .locator('#___gatsby')
    .count()
    .then((count) => count > 0);
  if (isSitePage) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

/**
 * The one console error a page may log, Gatsby's own: on plain http it registers the service
 * worker (/sw.js) on localhost only (docs/behaviour.md §2) and logs this line on any other host,
 * here 127.0.0.1.
 */
export const SERVICE_WORKER_SKIPPED =
  'Service workers can only be used over HTTPS, or on localhost for development';

export { expect };
export type { Page };

// Demo users of the embedded sandbox (README "Sign-in and demo credentials").
export const ADMIN = {
  name: 'Alex Admin',
  email: 'admin@example.test',
  password: 'sandbox-admin-1',
};
export const MEMBER = {
  name: 'Morgan Member',
  email: 'member@example.test',
  password: 'sandbox-member-1',
};
export type DemoUser = typeof ADMIN;

/** Fills in the sandbox's real login page, which the browser has been sent to. */
export async function signInOnPlatformPage(page: Page, user: DemoUser) {
  await expect(page).toHaveURL(/\/sandbox\/oauth\/auth\?/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The token generator of a reader signed in to the portal: the platform's sign-in session is
 * reused (never a second password form); the first request of the tool's key gets the consent
 * page, later ones come straight back. Answers the token shown.
 */
export async function generateToken(page: Page): Promise<string> {
  const allow = page.getByRole('button', { name: 'Allow' });
  const token = page.getByTestId('access-token');
  // A token already shown (a second run) must be replaced by a new one.
  const shown = async () => ((await token.isVisible()) ? await token.textContent() : null);
  const before = await shown();
  await page.getByRole('button', { name: 'Generate token' }).click();
  await expect
    .poll(async () => (await allow.isVisible()) || ((await shown()) ?? before) !== before, {
      timeout: 15_000,
    })
    .toBe(true);
  if (await allow.isVisible()) {
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await allow.click();
  }
  await expect(page).toHaveURL(/\/token-generator\/$/); // code and state taken off the address
  await expect(token).toBeVisible();
  return ((await token.textContent()) ?? '').trim();
}

/**
 * Signs in from the header's "Log in" on `startPath` and waits for the user's menu. A browser
 * that already holds the platform's sign-in session of that user (its API token was fetched in
 * this browser context) comes straight back, as from the real platform, without the form.
 */
export async function logIn(page: Page, user: DemoUser, startPath = '/') {
  await page.goto(startPath);
  const header = page.locator('header');
  await header.getByRole('link', { name: 'Log in' }).click();
  const menu = header.getByRole('button', { name: user.name });
  await expect(menu.or(page.getByLabel('Password'))).toBeVisible();
  if (!(await menu.isVisible())) await signInOnPlatformPage(page, user);
  await expect(menu).toBeVisible();
}
