import { SERVICE_WORKER_SKIPPED, test, expect } from './fixtures';
import { DOC_BASE_ROUTES, OTHER_ROUTES } from './siteRoutes';

// Every route of docs/behaviour.md §2 answers 200, shows a heading and logs no console error.
for (const route of [...OTHER_ROUTES, ...DOC_BASE_ROUTES]) {
  test(`route ${route}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text() !== SERVICE_WORKER_SKIPPED) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the preview page renders an entry by its route query', async ({ page }) => {
  await page.goto('/preview/?route=/platform/webhooks/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webhooks');
  await expect(page.getByText('X-Authorization-Digest').first()).toBeVisible();
});

test('the preview page reports a spec file that did not load', async ({ page }) => {
  await page.goto('/preview/?spec=esignature-v2.1&url=/no-such-spec.json');
  await expect(page.getByRole('status')).toHaveText('Spec file not loaded.');
});
