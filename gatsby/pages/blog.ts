import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { loadBlogPosts } from '../content/blog';
import type { BlogPostContent } from '../content/blog';
import { blogFeedItems, rssFeed } from '../content/feeds';
import type { BlogListContext, BlogPostContext } from '../../src/templates/blog/pageContext';

const LIST_TEMPLATE = path.resolve(__dirname, '../../src/templates/blog/BlogListTemplate.tsx');
const POST_TEMPLATE = path.resolve(__dirname, '../../src/templates/blog/BlogPostTemplate.tsx');

function summary({ path: postPath, title, description, date, author, tags }: BlogPostContent) {
  return { path: postPath, title, description, date, author, tags };
}

/** Creates /blog/ and /blog/{slug}/ from content/blog. */
export async function createBlogPages({ actions, reporter }: CreatePagesArgs): Promise<void> {
  let posts: BlogPostContent[];
  try {
    posts = loadBlogPosts();
  } catch (error) {
    reporter.panicOnBuild(`[blog] ${(error as Error).message}`, error as Error);
    return;
  }
  const list: BlogListContext = { posts: posts.map(summary) };
  actions.createPage({ path: '/blog/', component: LIST_TEMPLATE, context: list });
  for (const post of posts) {
    const context: BlogPostContext = { post: { ...summary(post), html: post.html } };
    actions.createPage({ path: post.path, component: POST_TEMPLATE, context });
  }
}

/**
 * After the build: /blog/rss.xml and /blog/posts.json (the latest posts, for GET
 * /api/blog-posts, in the blogPosts state's BlogPost shape).
 */
export function writeBlogOutputs(publicDir: string, siteUrl: string): void {
  const posts = loadBlogPosts();
  const dir = path.join(publicDir, 'blog');
  fs.mkdirSync(dir, { recursive: true });
  const channel = {
    title: 'Developer blog',
    description: 'Articles for integration developers.',
    path: '/blog/',
  };
  fs.writeFileSync(path.join(dir, 'rss.xml'), rssFeed(siteUrl, channel, blogFeedItems(posts)));
  const latest = posts.map(({ title, path: url, date, description }) => ({
    title,
    url,
    date,
    summary: description,
  }));
  fs.writeFileSync(path.join(dir, 'posts.json'), JSON.stringify(latest));
}
