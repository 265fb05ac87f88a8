import { expect, test } from './fixtures';

test('open source: filters by language and topic', async ({ page }) => {
  await page.goto('/opensource/');
  await expect(page.getByRole('heading', { level: 1, name: 'Open source' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Repositories' }).getByRole('listitem');
  await expect(cards).toHaveCount(14);

  await page.getByLabel('Language').selectOption('Python');
  await expect(cards).toHaveCount(3);
  await expect(page.getByText('3 of 14 repositories')).toBeVisible();

  await page.getByLabel('Topic').selectOption('sdk');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('link')).toHaveText('esign-python-client');

  await page.getByLabel('Language').selectOption('');
  await expect(cards).toHaveCount(6);
});
