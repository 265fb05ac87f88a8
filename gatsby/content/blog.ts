import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, truncateMeta } from '../../lib/site/metaLimits';
import type { BlogPostSummary } from '../../lib/site/pageContext/blog';
import { renderMarkdown } from './markdown';

/** One blog post of content/blog, as the blog pages, feed and /api/blog-posts use it. */
export interface BlogPostContent extends BlogPostSummary {
  slug: string;
  html: string;
}

export const BLOG_CONTENT_DIR = path.resolve(__dirname, '../../content/blog');

/** Reads one post; a missing title, date or author fails with the file named. */
export function parseBlogPost(source: string, file: string): BlogPostContent {
  const { data, content } = matter(source);
  const slug = path.basename(file, '.md');
  const date =
    data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date ?? '');
  if (typeof data.title !== 'string' || !data.title)
    throw new Error(`Blog post ${file} has no title`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new Error(`Blog post ${file} has no date (YYYY-MM-DD)`);
  if (typeof data.author !== 'string' || !data.author)
    throw new Error(`Blog post ${file} has no author`);
  const postPath = `/blog/${slug}/`;
  const { html, text } = renderMarkdown(content, postPath);
  return {
    slug,
    path: postPath,
    title: truncateMeta(data.title, META_TITLE_MAX),
    description: truncateMeta(
      typeof data.description === 'string' ? data.description : text,
      META_DESCRIPTION_MAX,
    ),
    date,
    author: data.author,
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    html,
  };
}

/** Every post, newest first. */
export function loadBlogPosts(root: string = BLOG_CONTENT_DIR): BlogPostContent[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => parseBlogPost(fs.readFileSync(path.join(root, name), 'utf8'), name))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
