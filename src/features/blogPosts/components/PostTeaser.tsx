import { Link } from 'gatsby';
import { formatDate } from '../../../../lib/site/dates';
import type { BlogPost } from '../blogPostsSlice';

/** A post of the blog posts group: its title as a link, its date and its summary. */
export function PostTeaser({ post, heading: Heading }: { post: BlogPost; heading: 'h2' | 'h3' }) {
  return (
    <>
      <Heading>
        <Link to={post.url}>{post.title}</Link>
      </Heading>
      {post.date && (
        <p className="blog-post__meta">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
      )}
      {post.summary && <p>{post.summary}</p>}
    </>
  );
}
