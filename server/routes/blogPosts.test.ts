/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { startServer, tempDir, type RunningServer } from '../../test-support/testServer';

const POSTS = Array.from({ length: 12 }, (_, index) => ({
  title: `Post ${index}`,
  url: `/blog/post-${index}/`,
  date: `2026-01-${String(28 - index).padStart(2, '0')}`,
  summary: 'A post.',
}));

describe('GET /api/blog-posts', () => {
  let built: RunningServer;
  let unbuilt: RunningServer;
  beforeAll(async () => {
    const publicDir = tempDir();
    fs.mkdirSync(path.join(publicDir, 'blog'));
    fs.writeFileSync(path.join(publicDir, 'blog', 'posts.json'), JSON.stringify(POSTS));
    built = await startServer({ PUBLIC_DIR: publicDir });
    unbuilt = await startServer();
  });
  afterAll(async () => {
    await built.close();
    await unbuilt.close();
  });

  it('answers the latest posts the build wrote, at most 10', async () => {
    const response = await fetch(`${built.base}/api/blog-posts`);
    expect(response.status).toBe(200);
    const posts = await response.json();
    expect(posts).toHaveLength(10);
    expect(posts[0]).toEqual(POSTS[0]);
  });

  it('honours count and names the field when it is bad', async () => {
    expect(await (await fetch(`${built.base}/api/blog-posts?count=3`)).json()).toHaveLength(3);
    const bad = await fetch(`${built.base}/api/blog-posts?count=zero`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).field).toBe('count');
  });

  it('answers 503 with a message when the build wrote no posts', async () => {
    const response = await fetch(`${unbuilt.base}/api/blog-posts`);
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe('Blog posts are not available');
  });
});
