import { makeStore } from '../../app/store';
import { blogPostsActions as blog } from './blogPostsSlice';
import type { BlogPost } from './blogPostsSlice';

const posts: BlogPost[] = [
  { title: 'Webhooks, step by step', url: '/blog/webhooks/', date: '2025-03-01' },
  { title: 'Bulk send at scale', url: '/blog/bulk-send/' },
];

describe('blog posts list', () => {
  it('starts empty, not loading and not failed', () => {
    expect(makeStore().getState().blogPosts).toEqual({ posts: [], loading: false, failed: false });
  });

  it('a request marks the list loading', () => {
    const store = makeStore();
    store.dispatch(blog.postsRequested());
    expect(store.getState().blogPosts).toMatchObject({ loading: true, failed: false });
  });

  it('loaded posts replace the list and end the loading', () => {
    const store = makeStore({ blogPosts: { posts: [posts[1]], loading: false, failed: false } });
    store.dispatch(blog.postsRequested());
    store.dispatch(blog.postsLoaded(posts));
    expect(store.getState().blogPosts).toEqual({ posts, loading: false, failed: false });
  });

  it('a failure ends the loading, sets the flag and keeps the posts shown before', () => {
    const store = makeStore();
    store.dispatch(blog.postsLoaded(posts));
    store.dispatch(blog.postsRequested());
    store.dispatch(blog.postsFailed('Bad Gateway'));
    expect(store.getState().blogPosts).toEqual({ posts, loading: false, failed: true });
  });

  it('a failure shows no toast (docs/behaviour.md §8)', () => {
    const store = makeStore();
    store.dispatch(blog.postsFailed('Bad Gateway'));
    expect(store.getState().toasts).toEqual([]);
  });

  it('a new request clears the failure flag', () => {
    const store = makeStore();
    store.dispatch(blog.postsFailed('Bad Gateway'));
    store.dispatch(blog.postsRequested());
    expect(store.getState().blogPosts).toMatchObject({ loading: true, failed: false });
  });
});
