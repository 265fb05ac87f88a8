import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useSaga } from '../../../app/hooks';
import { watchBlogPosts } from '../blogPostsSaga';
import { blogPostsActions } from '../blogPostsSlice';
import { PostTeaser } from './PostTeaser';

/**
 * The blog list's refresh: the page lists the posts of its build; the blog posts group asks the
 * server for the latest ones and shows those the page does not have yet (published since it was
 * built, or served from an older cache). A failure leaves the page as it is, without a toast.
 */
export function NewPosts({ known }: { known: string[] }) {
  useSaga(watchBlogPosts);
  const dispatch = useAppDispatch();
  const { posts } = useAppSelector((state) => state.blogPosts);
  useEffect(() => {
    dispatch(blogPostsActions.postsRequested());
  }, [dispatch]);
  const fresh = posts.filter((post) => !known.includes(post.url));
  if (fresh.length === 0) return null;
  return (
    <section aria-labelledby="new-posts" className="blog-new-posts">
      <h2 id="new-posts">New since this page was built</h2>
      {fresh.map((post) => (
        <article key={post.url} className="site-update">
          <PostTeaser post={post} heading="h3" />
        </article>
      ))}
    </section>
  );
}
