import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// Every page of the site marks <html data-hydrated> once React has hydrated it. Acting before
// that clicks server-rendered markup with no handlers, so navigation waits for the mark.
async function waitForHydration(page: Page) {
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

/** Signs in from the header's "Log in" on `startPath` and waits for the user's menu. */
export async function logIn(page: Page, user: DemoUser, startPath = '/') {
  await page.goto(startPath);
  const header = page.locator('header');
  await header.getByRole('link', { name: 'Log in' }).click();
  await signInOnPlatformPage(page, user);
  await expect(header.getByRole('button', { name: user.name })).toBeVisible();
}
