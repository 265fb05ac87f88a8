import fs from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { loadBlogPosts } from '../content/blog';
import type { BlogPostContent } from '../content/blog';
import { blogFeedItems, rssFeed } from '../content/feeds';
import type { BlogListContext, BlogPostContext } from '../../lib/site/pageContext/blog';
import { applyPages, templateFile, type FamilyPage } from './familyPages';

const templates = {
  list: templateFile('blog/BlogListTemplate.tsx'),
  post: templateFile('blog/BlogPostTemplate.tsx'),
};

/** A page of the blog family. */
export type BlogPage = FamilyPage<'list', BlogListContext> | FamilyPage<'post', BlogPostContext>;

function summary({ path: postPath, title, description, date, author, tags }: BlogPostContent) {
  return { path: postPath, title, description, date, author, tags };
}

/** /blog/ and /blog/{slug}/ of the posts, newest first as loaded. */
export function blogPages(posts: BlogPostContent[]): BlogPage[] {
  return [
    { template: 'list', path: '/blog/', context: { posts: posts.map(summary) } },
    ...posts.map((post): BlogPage => ({
      template: 'post',
      path: post.path,
      context: { post: { ...summary(post), html: post.html } },
    })),
  ];
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
  applyPages(actions, templates, blogPages(posts));
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
