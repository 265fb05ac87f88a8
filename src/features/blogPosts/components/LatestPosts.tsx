import { useEffect } from 'react';
import { Link } from 'gatsby';
import { useAppDispatch, useAppSelector, useSaga } from '../../../app/hooks';
import { watchBlogPosts } from '../blogPostsSaga';
import { blogPostsActions } from '../blogPostsSlice';
import { PostTeaser } from './PostTeaser';

/** How many posts the home page shows. */
export const HOME_POSTS = 3;

/**
 * The home page's latest posts, through the blog posts group (GET /api/blog-posts). Until they
 * arrive, and when they cannot (no toast, docs/behaviour.md §8), the section is not there.
 */
export function LatestPosts() {
  useSaga(watchBlogPosts);
  const dispatch = useAppDispatch();
  const { posts, loading, failed } = useAppSelector((state) => state.blogPosts);
  useEffect(() => {
    dispatch(blogPostsActions.postsRequested());
  }, [dispatch]);
  if (loading || failed || posts.length === 0) return null;
  // Loaded in the browser, so not in the built page: no part of its markdown twin either.
  return (
    <section className="home-section" aria-labelledby="latest-posts" data-twin="skip">
      <h2 id="latest-posts">Latest from the blog</h2>
      <ul className="card-grid">
        {posts.slice(0, HOME_POSTS).map((post) => (
          <li key={post.url} className="card">
            <PostTeaser post={post} heading="h3" />
          </li>
        ))}
      </ul>
      <p>
        <Link to="/blog/">All posts</Link>
      </p>
    </section>
  );
}
