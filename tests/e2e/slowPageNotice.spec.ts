import { test, expect } from './fixtures';

// docs/behaviour.md §9: a route change still waiting for its page after 1 s shows a
// "still loading" notice in a polite live region, gone when the page arrives.
const DELAY_MS = 4000;

test('a page whose data is slow to come shows the loading notice after 1 s, then not', async ({
  page,
}) => {
  // Every video page's page-data answers 4 s after the click is about to happen: a prefetch
  // started earlier (links in view) waits too, so the page cannot be there before the notice.
  let arm!: () => void;
  const armed = new Promise<void>((resolve) => (arm = resolve));
  await page.route('**/page-data/videos/*/page-data.json', async (route) => {
    await armed;
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
  });
  await page.goto('/videos/');
  const notice = page.locator('#route-delay-notice');
  // A polite live region, not a second role="status" beside the page's own messages.
  await expect(notice).not.toHaveAttribute('role');
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  await expect(notice).toBeEmpty();

  const link = page.locator('.video-list h2 a').first();
  const title = (await link.textContent()) ?? '';
  arm();
  const clicked = Date.now();
  await link.click();
  await expect(notice.filter({ hasText: 'Still loading the page' })).toBeVisible({
    timeout: DELAY_MS,
  });
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(900);
  // The old page is still shown while the notice is up.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 10_000 });
  await expect(page).toHaveURL(/\/videos\/[a-z0-9-]+\/$/);
  await expect(notice).toBeEmpty();
  await expect(notice).toBeAttached();
});
