import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { mockHttp, settle } from '../../test-utils/mockHttp';
import { LatestPosts } from './components/LatestPosts';
import { NewPosts } from './components/NewPosts';

const POSTS = [
  {
    title: 'Webhooks, step by step',
    url: '/blog/webhooks/',
    date: '2026-03-01',
    summary: 'Hooks.',
  },
  { title: 'Bulk send at scale', url: '/blog/bulk-send/', date: '2026-02-01' },
  { title: 'JWT grant', url: '/blog/jwt/', date: '2026-01-01' },
  { title: 'Older post', url: '/blog/older/', date: '2025-12-01' },
];

let network: ReturnType<typeof mockHttp>;
afterEach(() => network.restore());

async function renderWith(element: JSX.Element) {
  const store = makeStore();
  render(<Provider store={store}>{element}</Provider>);
  await act(settle);
  return store;
}

describe('blog posts through the blog posts group', () => {
  it('the home page shows the three latest, loaded from /api/blog-posts', async () => {
    network = mockHttp({ 'GET /api/blog-posts': { status: 200, data: POSTS } });
    const store = await renderWith(<LatestPosts />);
    expect(network.calls.map((call) => call.url)).toContain('/api/blog-posts');
    const section = screen.getByRole('region', { name: 'Latest from the blog' });
    expect(section).toHaveTextContent('Webhooks, step by step');
    expect(section).toHaveTextContent('March 1, 2026');
    expect(section).not.toHaveTextContent('Older post');
    expect(store.getState().blogPosts.posts).toHaveLength(4);
  });

  it('asks for the posts only when the reader comes near them', async () => {
    network = mockHttp({ 'GET /api/blog-posts': { status: 200, data: POSTS } });
    const realObserver = global.IntersectionObserver;
    let intersect: (isIntersecting: boolean) => void = () => undefined;
    let margin = '';
    global.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        margin = options?.rootMargin ?? '';
        intersect = (isIntersecting) =>
          callback([{ isIntersecting } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      await renderWith(<LatestPosts />);
      expect(margin).toBe('0px 0px 100px 0px');
      act(() => intersect(false));
      await act(settle);
      expect(network.calls).toEqual([]);
      expect(screen.queryByRole('region', { name: 'Latest from the blog' })).toBeNull();
      act(() => intersect(true));
      await act(settle);
      expect(network.calls.map((call) => call.url)).toEqual(['/api/blog-posts']);
      const section = screen.getByRole('region', { name: 'Latest from the blog' });
      expect(section).toHaveTextContent('Webhooks, step by step');
    } finally {
      global.IntersectionObserver = realObserver;
    }
  });

  it('a failure hides the section and shows no toast (docs/behaviour.md §8)', async () => {
    network = mockHttp({
      'GET /api/blog-posts': { status: 503, statusText: 'Service Unavailable' },
    });
    const store = await renderWith(<LatestPosts />);
    expect(screen.queryByRole('region', { name: 'Latest from the blog' })).toBeNull();
    expect(store.getState().blogPosts.failed).toBe(true);
    expect(store.getState().toasts).toEqual([]);
  });

  it("the blog list's refresh adds the posts the page does not have yet", async () => {
    network = mockHttp({ 'GET /api/blog-posts': { status: 200, data: POSTS } });
    await renderWith(<NewPosts known={['/blog/bulk-send/', '/blog/jwt/', '/blog/older/']} />);
    const fresh = screen.getByRole('region', { name: 'New since this page was built' });
    expect(fresh).toHaveTextContent('Webhooks, step by step');
    expect(fresh).not.toHaveTextContent('Bulk send');
  });

  it('the refresh shows nothing when the page is up to date', async () => {
    network = mockHttp({ 'GET /api/blog-posts': { status: 200, data: POSTS } });
    await renderWith(<NewPosts known={POSTS.map((post) => post.url)} />);
    expect(screen.queryByRole('region', { name: 'New since this page was built' })).toBeNull();
  });
});
