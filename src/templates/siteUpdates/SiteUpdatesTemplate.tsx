import type { HeadFC, PageProps } from 'gatsby';
import { ContentfulPageLayout } from '../../components/layouts/ContentfulPageLayout';
import { DocLink } from '../../components/site/DocLink';
import { Seo } from '../../components/site/Seo';
import { SignupForm } from '../../features/signupForm/SignupForm';
import type { SiteUpdatesPageContext } from '../../../lib/site/pageContext/siteUpdates';

/** A newsletter page: its entries, each at its own anchor. */
export default function SiteUpdatesTemplate({
  pageContext,
}: PageProps<object, SiteUpdatesPageContext>) {
  const { title, description, entries, emptyText } = pageContext;
  return (
    <ContentfulPageLayout title={title} lead={description}>
      {pageContext.pagePath.startsWith('/newsletter/') && <SignupForm />}
      {entries.length === 0 && <p>{emptyText}</p>}
      {entries.map((entry) => (
        <article key={entry.anchor} id={entry.anchor} className="site-update">
          <h2>{entry.link ? <DocLink to={entry.link}>{entry.title}</DocLink> : entry.title}</h2>
          {entry.summary && <p className="site-update__summary">{entry.summary}</p>}
          {entry.body && <p>{entry.body}</p>}
          {entry.headings && entry.headings.length > 0 && (
            <ul className="site-update__headings">
              {entry.headings.map((heading) => (
                <li key={heading}>{heading}</li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </ContentfulPageLayout>
  );
}

export const Head: HeadFC<object, SiteUpdatesPageContext> = ({ pageContext }) => (
  <Seo
    title={pageContext.title}
    description={pageContext.description}
    path={pageContext.pagePath}
  />
);
