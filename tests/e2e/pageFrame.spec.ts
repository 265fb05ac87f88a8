import { expect, test, type Page } from './fixtures';

// The page frame's small trips of issue 36 (point 7, and point 5's layout): /tools/, the consent
// banner's place, the footer of a short page, "Copy page as Markdown" beside the title, the
// site name in titles, and the tool pages' layout.

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and tracking' });
const copyButton = (page: Page) => page.getByRole('button', { name: 'Copy page as Markdown' });

/** Chooses in the consent banner, so that the pages after it show none. */
async function decideConsent(page: Page) {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
}

/** Starts summing the page's layout shifts (CLS) from now; read with `layoutShift(page)`. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);

test('/tools/ leads to the tools overview the header links to', async ({ page }) => {
  await page.goto('/tools/');
  await expect(page).toHaveURL(/\/tools\/overview\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer tools' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the consent banner covers the window's bottom, never pushing the header (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await watchLayoutShifts(page);
    await page.goto('/docs/esign-rest-api/concepts/authentication/');
    await expect(banner(page)).toBeVisible();
    // The header is at the top of the window, the banner at its bottom.
    expect((await page.locator('.site-header').boundingBox())!.y).toBe(0);
    const box = (await banner(page).boundingBox())!;
    expect(Math.abs(box.y + box.height - 800)).toBeLessThanOrEqual(1);
    await page.waitForTimeout(1000);
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // It stays at the bottom while the page scrolls, and the page's end is not under it.
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    const scrolled = (await banner(page).boundingBox())!;
    expect(Math.abs(scrolled.y + scrolled.height - 800)).toBeLessThanOrEqual(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const atEnd = (await banner(page).boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(atEnd.y + 1);

    // Choosing takes it away without moving the header.
    await page.evaluate(() => window.scrollTo(0, 0));
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await page.locator('.site-header').boundingBox())!.y).toBe(0);
  });
}

test('the footer of a short page reaches the bottom of the window', async ({ page }) => {
  await decideConsent(page);
  let checked = 0;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1200 });
    for (const path of ['/no-such-page/', '/tools/webhook-deliveries/', '/tools/sandbox-inbox/']) {
      await page.goto(path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      // A page no taller than the window: its footer ends where the window does.
      if (height > 1200) continue;
      checked += 1;
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      expect(
        Math.abs(footer.y + footer.height - 1200),
        `${path} at ${width} px`,
      ).toBeLessThanOrEqual(1);
    }
  }
  expect(checked).toBeGreaterThanOrEqual(2);
});

test('"Copy page as Markdown" sits in the title row, and not on the home page', async ({
  page,
}) => {
  await decideConsent(page);
  await expect(copyButton(page)).toHaveCount(0);
  for (const path of [
    '/docs/esign-rest-api/concepts/authentication/',
    '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
    '/tools/overview/',
    '/tools/postman/',
  ]) {
    await page.goto(path);
    // In the title's row (beside the h1, or under it where the column is too narrow for both),
    // not a strip of its own above the page.
    const inTitleRow = await copyButton(page).evaluate((button) => {
      const row = button.closest('.page-title, .ref-header__row');
      return Boolean(row?.querySelector('h1'));
    });
    expect(inTitleRow, path).toBe(true);
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const copy = (await copyButton(page).boundingBox())!;
    expect(copy.y + copy.height / 2, path).toBeGreaterThan(title.y);
    expect(copy.y, path).toBeLessThan(title.y + title.height + copy.height);
  }
});

test('the pages of the main path end their titles with the site name', async ({ page }) => {
  for (const path of [
    '/docs/esign-rest-api/',
    '/docs/esign-rest-api/reference/envelopes/envelopes/create/',
    '/docs/esign-rest-api/reference/envelopes/envelopes/get/',
    '/docs/esign-rest-api/reference/envelopes/envelopes/liststatuschanges/',
    '/docs/esign-rest-api/reference/envelopes/envelopeviews/createrecipient/',
    '/docs/esign-rest-api/reference/connect/connect/create/',
    '/docs/esign-rest-api/quickstart/',
    '/platform/webhooks/',
    '/tools/overview/',
    '/opensource/',
    '/videos/',
  ]) {
    await page.goto(path);
    const title = await page.title();
    expect(title, path).toMatch(/ \| Developer Center$/);
    expect(title.length, path).toBeLessThanOrEqual(60);
  }
});

test('the integration keys page and the usage center use the tool pages’ layout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  const mainBox = async (path: string) => {
    await page.goto(path);
    return (await page.getByRole('main').boundingBox())!;
  };
  const postman = await mainBox('/tools/postman/');
  // Centred, not against the window's left edge.
  expect(postman.x).toBeGreaterThan(100);
  for (const path of ['/tools/integration-keys/', '/tools/api-usage-center/']) {
    const box = await mainBox(path);
    expect(Math.abs(box.x - postman.x), path).toBeLessThanOrEqual(1);
    expect(Math.abs(box.width - postman.width), path).toBeLessThanOrEqual(1);
  }
});
