import type { HeadFC, PageProps } from 'gatsby';
import { Link } from 'gatsby';
import { ContentfulPageLayout } from '../../components/layouts/ContentfulPageLayout';
import { MarkdownContent } from '../../components/site/MarkdownContent';
import { Seo } from '../../components/site/Seo';
import { PostMeta } from './PostMeta';
import type { BlogPostContext } from '../../../lib/site/pageContext/blog';

/** /blog/{slug}/: one article. */
export default function BlogPostTemplate({
  pageContext: { post },
}: PageProps<object, BlogPostContext>) {
  return (
    <ContentfulPageLayout title={post.title}>
      <PostMeta post={post} />
      <MarkdownContent html={post.html} />
      <p>
        <Link to="/blog/">All posts</Link>
      </p>
    </ContentfulPageLayout>
  );
}

export const Head: HeadFC<object, BlogPostContext> = ({ pageContext: { post } }) => (
  <Seo title={post.title} description={post.description} path={post.path} />
);
