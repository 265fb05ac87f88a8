import { contentMethodLinks } from '../../gatsby/content/explorerLinks';
import { expect, test } from './fixtures';

// The content's links to a method page open it in the explorer (gatsby/content/explorerLinks.ts
// checks that they say so; here each is followed in the browser).

test('"Create a webhook configuration" on the webhooks page opens the explorer', async ({
  page,
}) => {
  await page.goto('/platform/webhooks/');
  await page.getByRole('link', { name: 'Create a webhook configuration' }).click();
  await expect(page).toHaveURL(/\/reference\/connect\/connect\/create\/\?explorer=true$/);
  const panel = page.getByRole('region', { name: 'API Explorer' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Try it: create' })).toBeVisible();
});

test("every content link to a method page opens that method's explorer", async ({ page }) => {
  const links = contentMethodLinks();
  expect(links.length).toBeGreaterThanOrEqual(2);
  for (const link of links) {
    const answer = await page.goto(link.href);
    expect(answer?.status(), `${link.file}: ${link.href}`).toBe(200);
    await expect(
      page.getByRole('region', { name: 'API Explorer' }),
      `${link.file}: [${link.text}]`,
    ).toBeVisible();
  }
});
