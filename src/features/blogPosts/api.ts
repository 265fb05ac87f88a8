import { http } from '../../app/http';
import type { BlogPost } from './blogPostsSlice';

/** GET /api/blog-posts (docs/behaviour.md §7): the latest posts, newest first (10 at most). */
export async function fetchBlogPosts(): Promise<BlogPost[]> {
  const { data } = await http.get<unknown>('/api/blog-posts', {
    headers: { Authorization: false },
  });
  return Array.isArray(data)
    ? (data as BlogPost[]).filter(
        (post) => typeof post?.title === 'string' && typeof post.url === 'string',
      )
    : [];
}
