import { formatDate } from '../../../lib/site/dates';
import type { BlogPostSummary } from '../../../lib/site/pageContext/blog';

/** Date, author and tags of a post. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <p className="blog-post__meta">
      <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
      {post.tags.length > 0 && <> · {post.tags.map((tag) => `#${tag}`).join(' ')}</>}
    </p>
  );
}
