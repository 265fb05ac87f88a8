import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// docs/behaviour.md §2 layouts at phone and tablet widths: no template scrolls sideways. One
// page of every template (the explorer opened on a method page; a blog article and a video
// reached from their lists), checked at 390 px and 768 px.
const PAGES = [
  '/',
  '/docs/esign-rest-api/',
  '/docs/esign-rest-api/reference/',
  '/docs/esign-rest-api/reference/envelopes/',
  '/docs/esign-rest-api/reference/envelopes/envelopes/',
  '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
  '/docs/esign-rest-api/reference/envelopes/envelopes/create/?explorer=true',
  '/docs/esign-rest-api/reference/changes/v2/',
  '/docs/salesforce/',
  '/docs/click-api/test-clickwrap/',
  '/search/?q=envelope',
  '/token-generator/',
  '/tools/api-explorer/',
  '/tools/openapi-files/',
  '/tools/postman/',
  '/docs/esign-rest-api/quickstart/',
  '/platform/auth/',
  '/blog/',
  '/videos/',
  '/videos/jwt-grant-consent/',
  '/changelog/',
  '/changelog/click-api-1-4/',
  '/developer-events/',
  '/newsletter/',
  '/newsletter/2020/',
  '/opensource/',
  '/no-such-page/',
];

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [390, 768]) {
  test(`no template scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const failures: string[] = [];
    const check = async (label: string) => {
      const overflow = await overflowOf(page);
      if (overflow > 0) failures.push(`${label}: ${overflow}px of horizontal scroll`);
    };
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await check(path);
    }
    await page.goto('/blog/');
    await page.locator('main article a, main li a').first().click();
    await expect(page.locator('h1').first()).toBeVisible();
    await check(`blog article ${new URL(page.url()).pathname}`);
    expect(failures).toEqual([]);
  });
}
