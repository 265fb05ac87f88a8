import type { Page } from '@playwright/test';
import { SERVICE_WORKER_SKIPPED, test, expect, waitForHydration } from './fixtures';

// docs/behaviour.md §2 layouts at phone and tablet widths: no page scrolls sideways (issue #23),
// and none logs a console error or a React hydration error on a direct load. Every page of the
// sitemap, and the pages it leaves out: the explorer opened on a method page, search results,
// the error page. One sweep checks both: loading the ~400 pages is what costs, not the checks.
const BEYOND_SITEMAP = [
  '/docs/esign-rest-api/reference/envelopes/envelopes/create/?explorer=true',
  '/docs/admin-api/reference/bulkoperations/userimport/createbulkimportaddusersrequest/?explorer=true',
  '/search/?q=envelope',
  '/no-such-page/',
];
// The error page answers 404 on purpose, which the browser logs as a failed resource.
const EXPECTED_ERRORS = [/^\/no-such-page\/: Failed to load resource: .* 404/];

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap-0.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

// Tabs that load pages side by side: a page spends most of its time waiting on the server and
// on hydration, so four tabs sweep the sitemap in about a third of one tab's time.
const TABS = 4;

for (const width of [390, 768]) {
  test(`no page of the site scrolls sideways or logs an error at ${width} px`, async ({
    page,
    context,
  }) => {
    test.setTimeout(600_000);
    const paths = [...(await sitemapPaths(page)), ...BEYOND_SITEMAP];
    // The pages the issue found too wide, so the list cannot silently lose them.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/docs/maestro-api/reference/workflowinstancemanagement/workflowinstancemanagement/',
        '/docs/admin-api/reference/users/users/getusers/',
      ]),
    );
    expect(paths.length).toBeGreaterThan(300);
    const failures: string[] = [];
    const errors: string[] = [];
    const queue = [...paths];
    const sweep = async (tab: Page) => {
      let current = '';
      tab.on('console', (message) => {
        if (message.type() === 'error' && message.text() !== SERVICE_WORKER_SKIPPED)
          errors.push(`${current}: ${message.text()}`);
      });
      tab.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));
      await tab.setViewportSize({ width, height: 900 });
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        current = path;
        await tab.goto(path);
        await waitForHydration(tab);
        const overflow = await overflowOf(tab);
        if (overflow > 0) failures.push(`${path}: ${overflow}px of horizontal scroll`);
      }
    };
    const tabs = [
      page,
      ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage()))),
    ];
    await Promise.all(tabs.map(sweep));
    expect(failures.sort()).toEqual([]);
    expect(
      errors.filter((error) => !EXPECTED_ERRORS.some((pattern) => pattern.test(error))),
    ).toEqual([]);
  });
}

test('the longest titles wrap at their words and stay on the phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/docs/maestro-api/reference/workflowinstancemanagement/');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('WorkflowInstanceManagement');
  const box = (await title.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // broken at a camelCase boundary (<wbr>), so it takes two lines or more
  expect(await title.locator('wbr').count()).toBe(2);
  expect(box.height).toBeGreaterThan(50);
});

test("the environment select fits its column on a desktop, whatever its options' length", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/admin-api/reference/users/users/getusers/');
  const fieldset = page.locator('fieldset.ref-environment');
  const select = fieldset.locator('select').first();
  const [outer, inner] = [(await fieldset.boundingBox())!, (await select.boundingBox())!];
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
  expect(await overflowOf(page)).toBe(0);
});

test('a parameter table keeps its words whole and scrolls itself on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/docs/esign-rest-api/reference/envelopes/envelopes/liststatuschanges/');
  const table = page.getByRole('region', { name: 'Query parameters table' });
  // names, "required" and one-word types each on one line: no word is broken mid-word
  const words = table.locator('th code, .ref-required, td:nth-of-type(1)');
  expect(await words.count()).toBeGreaterThan(3);
  const broken = await words.evaluateAll((cells) =>
    cells
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return !/\s/.test(cell.textContent?.trim() ?? '') && lines.size > 1;
      })
      .map((cell) => cell.textContent),
  );
  expect(broken).toEqual([]);
  expect(await overflowOf(page)).toBe(0);
});
