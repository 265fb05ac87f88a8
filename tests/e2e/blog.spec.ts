import { test, expect } from './fixtures';

test('blog list → article → back to the list', async ({ page }) => {
  await page.goto('/blog/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer blog');
  const first = page.locator('article h2 a').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.blog-post__meta time')).toHaveAttribute(
    'datetime',
    /^\d{4}-\d{2}-\d{2}$/,
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer blog');
});

test('the blog feed and GET /api/blog-posts serve the built posts', async ({ request }) => {
  const feed = await request.get('/blog/rss.xml');
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('<rss version="2.0"');
  const posts = await request.get('/api/blog-posts?count=2');
  expect(posts.status()).toBe(200);
  const body = (await posts.json()) as { url: string }[];
  expect(body).toHaveLength(2);
  expect(body[0]?.url).toMatch(/^\/blog\//);
});
