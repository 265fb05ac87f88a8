import { expect, test } from './fixtures';

// Search across the site: the header box suggests as you type, the keyboard picks a suggestion,
// and the search page reports when nothing matches. Needs the full build (index included).

test('typing "envel" suggests Create envelope; the keyboard opens its method page', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search the Developer Center' });
  await box.click();
  await box.pressSequentially('envel', { delay: 40 });
  const option = page.getByRole('option', { name: /^Create envelope\b/ });
  await expect(option).toBeVisible();

  // Walk down with the arrow key until the suggestion is highlighted, then press Enter.
  const options = page.getByRole('option');
  const count = await options.count();
  for (let i = 0; i < count; i += 1) {
    await box.press('ArrowDown');
    if ((await option.getAttribute('aria-selected')) === 'true') break;
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');

  await expect(page).toHaveURL(
    /\/docs\/esign-rest-api\/reference\/envelopes\/envelopes\/create\/$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/create/i);
});

test('a search with no results says so, and the address carries the query', async ({ page }) => {
  await page.goto('/search/?q=qqxxzzvvkk');
  await expect(
    page.getByText('No results found. Try changing the search term or the filters.'),
  ).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search term' })).toHaveValue('qqxxzzvvkk');
});

test('results can be filtered by category and reloaded from the address', async ({ page }) => {
  await page.goto('/search/?q=envelope');
  await expect(page.getByRole('link', { name: /^All \(\d+\)$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: /^Support \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/category=Support/);
  await page.reload();
  const results = page.locator('.search-results li');
  await expect(results.first()).toBeVisible();
  await expect(page.locator('.search-results__meta').nth(1)).toContainText('Support');
});
