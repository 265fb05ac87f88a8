import { test, expect } from './fixtures';

test('the home page renders the site title', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Developer Center');
});
