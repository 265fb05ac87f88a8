import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RoutePlugin } from '../routeDeps';

/** How many posts the toast and lists ask for at most. */
export const BLOG_POSTS_MAX = 10;

interface BlogPostRow {
  title: string;
  url: string;
  date?: string;
  summary?: string;
}

function isPost(value: unknown): value is BlogPostRow {
  const row = value as BlogPostRow;
  return typeof row?.title === 'string' && typeof row.url === 'string';
}

/**
 * GET /api/blog-posts?count=: the latest posts, from public/blog/posts.json which the build
 * writes (gatsby/pages/blog.ts). Without that file the answer is 503, and the app then hides
 * the blog toast (docs/behaviour.md §8).
 */
export const blogPostsRoutes: RoutePlugin = async (app, { config }) => {
  const file = path.join(config.publicDir, 'blog', 'posts.json');
  const schema = {
    querystring: {
      type: 'object',
      properties: {
        count: { type: 'integer', minimum: 1, maximum: BLOG_POSTS_MAX, default: BLOG_POSTS_MAX },
      },
    },
  } as const;
  app.get<{ Querystring: { count: number } }>(
    '/api/blog-posts',
    { schema },
    async (request, reply) => {
      const { count } = request.query;
      let posts: unknown;
      try {
        posts = JSON.parse(await readFile(file, 'utf8'));
      } catch {
        return reply.code(503).send({ message: 'Blog posts are not available' });
      }
      if (!Array.isArray(posts))
        return reply.code(503).send({ message: 'Blog posts are not available' });
      return reply
        .header('cache-control', 'public, max-age=300')
        .send(posts.filter(isPost).slice(0, count));
    },
  );
};
