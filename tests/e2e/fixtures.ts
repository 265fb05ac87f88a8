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
