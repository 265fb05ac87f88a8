import { expect, test } from './fixtures';

const ACCOUNT = '6b1e3f2a-4c5d-4e8f-9a0b-1c2d3e4f5a6b';
const CLICKWRAP = '3f2c9a1e-7b4d-4e6f-9a8b-5c1d2e3f4a5b';

test('clickwrap test: required fields, a bad identifier, then a good one to success', async ({
  page,
}) => {
  await page.goto('/docs/click-api/test-clickwrap/');
  const progress = page.getByRole('list', { name: 'Progress' }).getByRole('listitem');
  await expect(progress).toHaveCount(3);
  await expect(progress.nth(0)).toHaveAttribute('data-status', 'current');
  await expect(progress.nth(1)).toHaveAttribute('data-status', 'incomplete');

  const render = page.getByRole('button', { name: 'Render clickwrap' });
  await render.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill out required fields.');

  await page.getByLabel('Account ID').fill(ACCOUNT);
  await page
    .getByLabel('Clickwrap ID', { exact: true })
    .fill('00000000-0000-0000-0000-000000000000');
  await page.getByLabel('Client user ID').fill('e2e-tester');
  await render.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Could not find the specified account or elastic template.',
  );
  await expect(progress.nth(0)).toHaveAttribute('data-status', 'current');

  await page.getByLabel('Clickwrap ID', { exact: true }).fill(CLICKWRAP);
  await render.click();
  await expect(progress.nth(0)).toHaveAttribute('data-status', 'visited');
  await expect(progress.nth(1)).toHaveAttribute('data-status', 'current');
  await expect(page.getByRole('heading', { name: 'Sandbox Terms of Service' })).toBeVisible();
  await page.getByRole('button', { name: 'I agree' }).click();

  await expect(page.getByRole('heading', { name: 'Agreement recorded' })).toBeVisible();
  await expect(progress.nth(2)).toHaveAttribute('data-status', 'current');
  await expect(progress.nth(1)).toHaveAttribute('data-status', 'visited');
});

test('clickwrap test: a link missing parameters says so', async ({ page }) => {
  await page.goto(`/docs/click-api/test-clickwrap/?environment=demo&accountId=${ACCOUNT}`);
  await expect(page.getByRole('alert')).toHaveText(
    'The URL is missing one or more required parameters.',
  );
  await expect(page.getByLabel('Account ID')).toHaveValue(ACCOUNT);
});
