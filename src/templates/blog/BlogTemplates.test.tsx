import { render, screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import BlogListTemplate from './BlogListTemplate';
import BlogPostTemplate from './BlogPostTemplate';
import type { BlogListContext, BlogPostContext } from '../../../lib/site/pageContext/blog';

jest.mock('../../components/layouts/SiteLayout', () => ({
  SiteLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));
const post = {
  path: '/blog/webhooks-at-scale/',
  title: 'Webhooks at scale',
  description: 'Lessons from busy integrations.',
  date: '2026-08-03',
  author: 'Priya Nair',
  tags: ['webhooks', 'architecture'],
};

describe('blog templates', () => {
  it('lists posts with links, dates, authors and tags, and the feed', () => {
    const props = { pageContext: { posts: [post] } } as PageProps<object, BlogListContext>;
    render(
      <Provider store={makeStore(undefined, { runSagas: false })}>
        <BlogListTemplate {...props} />
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Developer blog');
    expect(screen.getByRole('link', { name: 'Webhooks at scale' })).toHaveAttribute(
      'href',
      post.path,
    );
    expect(screen.getByText(/Priya Nair/)).toHaveTextContent('#webhooks #architecture');
    expect(screen.getByText('August 3, 2026')).toHaveAttribute('datetime', '2026-08-03');
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/blog/rss.xml');
  });

  it('renders an article with its body and a way back to the list', () => {
    const props = {
      pageContext: { post: { ...post, html: '<p>Acknowledge fast.</p>' } },
    } as PageProps<object, BlogPostContext>;
    render(<BlogPostTemplate {...props} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Webhooks at scale');
    expect(screen.getByText('Acknowledge fast.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog/');
  });
});
