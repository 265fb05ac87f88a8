import { test, expect } from './fixtures';
import type { Page } from './fixtures';

const METHOD = '/docs/esign-rest-api/reference/envelopes/envelopes/get/';

async function tabUntil(page: Page, inside: string, limit = 120) {
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      (selector) => Boolean(document.activeElement?.closest(selector)),
      inside,
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached ${inside}`);
}

test('search: Ctrl-K and / focus the header search; Enter opens the results', async ({ page }) => {
  await page.goto('/docs/esign-rest-api/');
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Search the Developer Center' });
  await expect(search).toBeFocused();
  await page.keyboard.press('Escape');
  await search.blur();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('envelope');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=envelope/);
});

test('sidebar: on a phone the drawer opens, traps focus, and Escape gives focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(METHOD);
  const toggle = page.getByRole('button', { name: 'API reference menu' });
  await tabUntil(page, '.drawer-toggle');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.locator('.drawer.is-open');
  await expect(drawer).toBeVisible();
  for (let index = 0; index < 5; index += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('header: on a phone the Menu button opens the navigation by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await tabUntil(page, '.site-header__toggle');
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('explorer: reachable with Tab alone, with a visible focus ring', async ({ page }) => {
  await page.goto(`${METHOD}?explorer=true`);
  const panel = page.getByRole('region', { name: 'API Explorer' });
  await expect(panel).toBeVisible();
  await tabUntil(page, 'section[aria-label="API Explorer"], [aria-label="API Explorer"]');
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });
  expect(outline).toBe(true);
  await page.keyboard.press('Enter');
});
