import type { HeadFC, PageProps } from 'gatsby';
import { Link } from 'gatsby';
import { ContentfulPageLayout } from '../../components/layouts/ContentfulPageLayout';
import { Seo } from '../../components/site/Seo';
import { PostMeta } from './PostMeta';
import { NewPosts } from '../../features/blogPosts/components/NewPosts';
import type { BlogListContext } from '../../../lib/site/pageContext/blog';

const TITLE = 'Developer blog';
const DESCRIPTION =
  'Articles for integration developers: authentication, webhooks, embedded signing and going live.';

/** /blog/: every post, newest first, with its feed. */
export default function BlogListTemplate({ pageContext }: PageProps<object, BlogListContext>) {
  return (
    <ContentfulPageLayout title={TITLE} lead={DESCRIPTION}>
      <p>
        <a href="/blog/rss.xml">RSS feed</a>
      </p>
      <NewPosts known={pageContext.posts.map((post) => post.path)} />
      {pageContext.posts.map((post) => (
        <article key={post.path} className="site-update">
          <h2>
            <Link to={post.path}>{post.title}</Link>
          </h2>
          <PostMeta post={post} />
          <p>{post.description}</p>
        </article>
      ))}
    </ContentfulPageLayout>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={DESCRIPTION} path="/blog/" />;
