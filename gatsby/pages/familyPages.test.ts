/** @jest-environment node */
import fs from 'node:fs';
import type { BlogPostContent } from '../content/blog';
import type { ChangelogContent } from '../content/changelog';
import type { VideoContent } from '../content/videos';
import { blogPages } from './blog';
import { changelogPages } from './changelog';
import { applyPages, templateFile } from './familyPages';
import { videoPages } from './videos';

const post = (slug: string): BlogPostContent => ({
  slug,
  path: `/blog/${slug}/`,
  title: `Post ${slug}`,
  description: 'About it.',
  date: '2026-01-02',
  author: 'Pat',
  tags: ['sdk'],
  html: '<p>Body</p>',
});

test('the blog family: a list page of summaries, then one page per post with its body', () => {
  const pages = blogPages([post('b'), post('a')]);
  expect(pages.map((page) => [page.template, page.path])).toEqual([
    ['list', '/blog/'],
    ['post', '/blog/b/'],
    ['post', '/blog/a/'],
  ]);
  expect(pages[0].context).toEqual({
    posts: [expect.not.objectContaining({ html: expect.anything() }), expect.anything()],
  });
  expect(pages[1].context).toMatchObject({ post: { title: 'Post b', html: '<p>Body</p>' } });
});

test('the changelog family: a list page, then one page per entry', () => {
  const entry: ChangelogContent = {
    slug: 'one',
    path: '/changelog/one/',
    title: 'One',
    description: 'First.',
    date: '2026-02-01',
    apis: ['Click API'],
    tags: [],
    html: '<p>One</p>',
    text: 'One',
  };
  const pages = changelogPages([entry]);
  expect(pages.map((page) => page.template)).toEqual(['list', 'entry']);
  expect(pages[0].context).toEqual({ entries: [expect.not.objectContaining({ text: 'One' })] });
  expect(pages[1]).toMatchObject({
    path: '/changelog/one/',
    context: { entry: { html: '<p>One</p>' } },
  });
});

test('the videos family: list pages of 25, then one page per video, in the player of the platform when configured', () => {
  const video = (n: number, platformId?: string): VideoContent => ({
    slug: `v${n}`,
    path: `/videos/v${n}/`,
    title: `Video ${n}`,
    description: '',
    createdAt: '2026-01-01T00:00:00Z',
    duration: 30,
    tags: [],
    src: `/videos/media/v${n}.webm`,
    captions: `/videos/v${n}/captions.en.vtt`,
    chapters: [],
    html: '',
    text: '',
    platformId,
  });
  const videos = Array.from({ length: 26 }, (_, n) => video(n, n === 0 ? 'abc' : undefined));
  const pages = videoPages(videos, 'https://player.example/embed/{id}');
  expect(pages.slice(0, 2).map((page) => [page.template, page.path])).toEqual([
    ['list', '/videos/'],
    ['list', '/videos/page/2/'],
  ]);
  expect(pages).toHaveLength(28);
  expect(pages[2].context).toMatchObject({
    video: { slug: 'v0', embedUrl: 'https://player.example/embed/abc' },
  });
  expect(pages[3].context).toMatchObject({ video: { slug: 'v1', embedUrl: undefined } });
});

test('applying creates each page with the file of its template, which exists under src/templates', () => {
  const created: unknown[] = [];
  const templates = { list: templateFile('blog/BlogListTemplate.tsx'), post: 'unused' };
  applyPages({ createPage: (page) => created.push(page) }, templates, blogPages([]));
  expect(created).toEqual([{ path: '/blog/', component: templates.list, context: { posts: [] } }]);
  expect(fs.existsSync(templates.list)).toBe(true);
});
