import { useEffect } from 'react';
import { Link } from 'gatsby';
import { useAppDispatch, useAppSelector, useSaga } from '../../../app/hooks';
import { watchBlogPosts } from '../blogPostsSaga';
import { blogPostsActions } from '../blogPostsSlice';
import { PostTeaser } from './PostTeaser';
import { useNearView } from '../../../components/ui/useNearView';

/** How many posts the home page shows. */
export const HOME_POSTS = 3;

/**
 * How far below the view the posts start loading. They sit under the home page's fold (300 px
 * under it on a phone): asked for with the page, they brought the HTTP client's chunk and a
 * second render into its first seconds, the longest tasks after hydration (a third of the home
 * page's Total Blocking Time on Lighthouse's phone, which scored it 93 to 97). So they are asked
 * for as the reader comes to them.
 */
const NEAR_VIEW = '100px';

/**
 * The home page's latest posts, through the blog posts group (GET /api/blog-posts), asked for
 * when the reader comes near them. Until they arrive, and when they cannot (no toast,
 * docs/behaviour.md §8), the section is not there: an empty marker holds its place.
 */
export function LatestPosts() {
  useSaga(watchBlogPosts);
  const dispatch = useAppDispatch();
  const { posts, loading, failed } = useAppSelector((state) => state.blogPosts);
  // (posts the store has already, from another page, show at once and are refreshed)
  const { placeholder, near } = useNearView(posts.length === 0, NEAR_VIEW);
  useEffect(() => {
    if (near) dispatch(blogPostsActions.postsRequested());
  }, [dispatch, near]);
  if (!near || loading || failed || posts.length === 0)
    return <div ref={placeholder} aria-hidden="true" data-twin="skip" />;
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
