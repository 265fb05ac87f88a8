import type { HeadFC, PageProps } from 'gatsby';
import { Link } from 'gatsby';
import { ContentfulPageLayout } from '../../components/layouts/ContentfulPageLayout';
import { Seo } from '../../components/site/Seo';
import { ChangelogMeta } from './ChangelogMeta';
import type { ChangelogListContext } from '../../../lib/site/pageContext/changelog';

const TITLE = 'Changelog';
const DESCRIPTION =
  'Release notes of the platform APIs: new features, changes, fixes and deprecations, newest first.';

/** /changelog/: every release note, newest first, with its feed. */
export default function ChangelogListTemplate({
  pageContext,
}: PageProps<object, ChangelogListContext>) {
  return (
    <ContentfulPageLayout title={TITLE} lead={DESCRIPTION}>
      <p>
        <a href="/changelog/rss.xml">RSS feed</a>
      </p>
      {pageContext.entries.length === 0 && <p>No release notes are published yet.</p>}
      {pageContext.entries.map((entry) => (
        <article key={entry.path} className="site-update">
          <h2>
            <Link to={entry.path}>{entry.title}</Link>
          </h2>
          <ChangelogMeta entry={entry} />
          <p>{entry.description}</p>
        </article>
      ))}
    </ContentfulPageLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo title={TITLE} description={DESCRIPTION} path="/changelog/" />
);
