import { test, expect } from './fixtures';

test('video list → detail: the player, its captions track and the clip', async ({
  page,
  request,
}) => {
  await page.goto('/videos/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos');
  // newest created_at first (docs/behaviour.md §9)
  const dates = await page
    .locator('.video-list time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThanOrEqual(6);
  expect(dates).toEqual([...dates].sort().reverse());

  const first = page.locator('.video-list h2 a').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/videos\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  const player = page.locator('video.video-player');
  await expect(player).toHaveAttribute('controls', '');
  const source = (await player.locator('source').getAttribute('src')) ?? '';
  const track = player.locator('track[kind="captions"]');
  await expect(track).toHaveAttribute('srclang', 'en');
  const captions = (await track.getAttribute('src')) ?? '';

  const clip = await request.get(source);
  expect(clip.status()).toBe(200);
  expect(clip.headers()['content-type']).toMatch(/^video\/webm/);
  expect((await clip.body()).length).toBeGreaterThan(10_000);
  const vtt = await request.get(captions);
  expect(vtt.status()).toBe(200);
  expect(vtt.headers()['content-type']).toMatch(/^text\/vtt/);
  expect(await vtt.text()).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);

  // The browser plays the clip offline and loads the captions as a track.
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((video: HTMLVideoElement) => Math.round(video.duration))).toBe(24);
  await expect
    .poll(() =>
      player.evaluate((video: HTMLVideoElement) => video.textTracks[0]?.cues?.length ?? 0),
    )
    .toBeGreaterThan(0);

  // Keyboard: a chapter button seeks the clip and moves focus to the player.
  const chapter = page.locator('.video-chapters__seek').nth(1);
  await chapter.focus();
  await page.keyboard.press('Enter');
  await expect(player).toBeFocused();
  expect(await player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBe(6);

  await page.getByRole('link', { name: 'All videos' }).click();
  await expect(page).toHaveURL(/\/videos\/$/);
});

test('changelog list → entry → back, and its RSS feed', async ({ page, request }) => {
  await page.goto('/changelog/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
  const first = page.locator('article h2 a').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/changelog\/[a-z0-9-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.changelog__meta time')).toHaveAttribute(
    'datetime',
    /^\d{4}-\d{2}-\d{2}$/,
  );
  await expect(page.locator('.changelog__meta')).toContainText('APIs:');
  await page.goBack();
  await expect(page).toHaveURL(/\/changelog\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');

  const feed = await request.get('/changelog/rss.xml');
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toContain(`<title><![CDATA[${title}]]></title>`);
});

test('events and developer spotlight list upcoming, then past', async ({ page }) => {
  for (const route of ['/developer-events/', '/developer-spotlight/']) {
    await page.goto(route);
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings.filter({ hasText: /^(Upcoming|Past)$/ })).toHaveText([
      'Upcoming',
      'Past',
    ]);
    const past = await page
      .locator('section[aria-labelledby="past"] time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    const today = new Date().toISOString().slice(0, 10);
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((date) => date < today)).toBe(true);
    expect(past).toEqual([...past].sort().reverse());
  }
});
