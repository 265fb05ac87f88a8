import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

// One page of every template and layout (docs/behaviour.md §2), checked in both themes and on a
// phone: no serious or critical WCAG 2.1 A/AA violation.
const PAGES = [
  '/', // home
  '/docs/esign-rest-api/', // threeColumns docs
  '/docs/esign-rest-api/reference/envelopes/envelopes/get/', // apiReference method
  '/docs/salesforce/', // apex
  '/search/?q=envelope', // search
  '/token-generator/', // tool
  '/tools/api-explorer/', // tool: explorer chooser
  '/tools/openapi-files/', // tool
  '/tools/postman/', // tool
  '/docs/esign-rest-api/quickstart/', // tool: quickstart
  '/no-such-page/', // 404
];

const VIEWS = [
  { name: 'light', colorScheme: 'light', width: 1280 },
  { name: 'dark', colorScheme: 'dark', width: 1280 },
  { name: 'phone', colorScheme: 'light', width: 390 },
] as const;

for (const view of VIEWS) {
  test(`axe: no serious or critical violations (${view.name})`, async ({ page }) => {
    await page.setViewportSize({ width: view.width, height: 844 });
    await page.emulateMedia({ colorScheme: view.colorScheme });
    const failures: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', view.colorScheme);
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .exclude('.monaco-editor')
        .analyze();
      for (const violation of result.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
          failures.push(`${path}: ${violation.id} (${targets.join(', ')})`);
        }
      }
      if (view.width === 390) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) failures.push(`${path}: ${overflow}px of horizontal scroll`);
      }
    }
    expect(failures).toEqual([]);
  });
}

test('the theme toggle persists the choice across loads, without a flash', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The attribute is on <html> in the very first response's parse, before React runs.
  await page.goto('/token-generator/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
