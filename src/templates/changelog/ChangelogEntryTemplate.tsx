import type { HeadFC, PageProps } from 'gatsby';
import { Link } from 'gatsby';
import { ContentfulPageLayout } from '../../components/layouts/ContentfulPageLayout';
import { MarkdownContent } from '../../components/site/MarkdownContent';
import { Seo } from '../../components/site/Seo';
import { ChangelogMeta } from './ChangelogMeta';
import type { ChangelogEntryContext } from '../../../lib/site/pageContext/changelog';

/** /changelog/{slug}/: one release note. */
export default function ChangelogEntryTemplate({
  pageContext: { entry },
}: PageProps<object, ChangelogEntryContext>) {
  return (
    <ContentfulPageLayout title={entry.title}>
      <ChangelogMeta entry={entry} />
      <MarkdownContent html={entry.html} />
      <p>
        <Link to="/changelog/">All release notes</Link>
      </p>
    </ContentfulPageLayout>
  );
}

export const Head: HeadFC<object, ChangelogEntryContext> = ({ pageContext: { entry } }) => (
  <Seo title={entry.title} description={entry.description} path={entry.path} />
);
