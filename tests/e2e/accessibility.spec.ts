import AxeBuilder from '@axe-core/playwright';
import { ADMIN, expect, logIn, test, type Page } from './fixtures';

// One page of every template and layout (docs/behaviour.md §2), checked in both themes and on a
// phone: no serious or critical WCAG 2.1 A/AA violation.
const PAGES = [
  '/', // home
  '/docs/esign-rest-api/', // threeColumns docs
  '/docs/esign-rest-api/reference/envelopes/envelopes/get/', // apiReference method
  '/docs/esign-rest-api/reference/envelopes/envelopes/create/?explorer=true', // explorer, signed out
  '/docs/salesforce/', // apex
  '/search/?q=envelope', // search
  '/token-generator/', // tool
  '/tools/api-explorer/', // tool: explorer chooser
  '/tools/openapi-files/', // tool
  '/tools/postman/', // tool
  '/tools/sandbox-inbox/', // tool, signed out
  '/tools/webhook-deliveries/', // tool, signed out
  '/docs/esign-rest-api/quickstart/', // tool: quickstart
  '/no-such-page/', // 404
];

const VIEWS = [
  { name: 'light', colorScheme: 'light', width: 1280 },
  { name: 'dark', colorScheme: 'dark', width: 1280 },
  { name: 'phone', colorScheme: 'light', width: 390 },
] as const;

async function seriousViolations(page: Page, label: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const result = await builder.exclude('.monaco-editor').analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${label}: ${violation.id} (${targets.join(', ')})`;
    });
}

// One test per view over every page: a new browser page per path costs more than the check
// (42 tests took 5.5 min, three 2.8 min, on the same loaded machine), so the pages share one, with a time limit
// that fits fourteen pages on a loaded machine (the other group of specs runs beside it). A
// failure names its page.
for (const view of VIEWS) {
  test(`axe: no serious or critical violations (${view.name})`, async ({ page }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width: view.width, height: 844 });
    await page.emulateMedia({ colorScheme: view.colorScheme });
    const failures: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', view.colorScheme);
      failures.push(...(await seriousViolations(page, path)));
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

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe: the signed-in explorer, its form and a response (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await logIn(
      page,
      ADMIN,
      '/docs/esign-rest-api/reference/envelopes/envelopes/create/?explorer=true',
    );
    const panel = page.getByRole('region', { name: 'API Explorer' });
    // Open already: the explorer starts from the page's example, which has a signer.
    await expect(panel.getByRole('button', { name: 'recipients' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await panel.getByRole('button', { name: 'Add signers item' }).click();
    await panel.getByRole('button', { name: 'Send' }).click();
    const response = page.getByRole('region', { name: 'Response', exact: true });
    await expect(response.getByTestId('explorer-status')).toBeVisible();
    const failures = [
      ...(await seriousViolations(page, 'explorer', '.explorer-panel')),
      ...(await seriousViolations(page, 'response', '.explorer-response')),
    ];
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
