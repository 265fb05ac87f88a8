import type { HeadFC, PageProps } from 'gatsby';
import { ContentfulPageLayout } from '../../components/layouts/ContentfulPageLayout';
import { DocLink } from '../../components/site/DocLink';
import { Seo } from '../../components/site/Seo';
import type { DatedListContext, ShownDatedItem } from '../../../lib/site/pageContext/datedList';

function Item({ item }: { item: ShownDatedItem }) {
  return (
    <article id={item.id} className="site-update">
      <h3>{item.title}</h3>
      <p className="blog-post__meta">
        <time dateTime={item.date}>{item.when}</time>
        {item.where && <> · {item.where}</>}
      </p>
      <p className="site-update__summary">{item.summary}</p>
      {item.body && <p>{item.body}</p>}
      {item.agenda && (
        <ul className="site-update__headings">
          {item.agenda.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {item.link && (
        <p>
          <DocLink to={item.link}>More about {item.title}</DocLink>
        </p>
      )}
    </article>
  );
}

/** /developer-events/ and /developer-spotlight/: upcoming (soonest first), then past (newest first). */
export default function DatedListTemplate({ pageContext }: PageProps<object, DatedListContext>) {
  const { title, description, upcoming, past } = pageContext;
  return (
    <ContentfulPageLayout title={title} lead={description}>
      <section aria-labelledby="upcoming">
        <h2 id="upcoming">Upcoming</h2>
        {upcoming.length === 0 ? (
          <p>Nothing is scheduled yet.</p>
        ) : (
          upcoming.map((item) => <Item key={item.id} item={item} />)
        )}
      </section>
      <section aria-labelledby="past">
        <h2 id="past">Past</h2>
        {past.length === 0 ? (
          <p>Nothing has taken place yet.</p>
        ) : (
          past.map((item) => <Item key={item.id} item={item} />)
        )}
      </section>
    </ContentfulPageLayout>
  );
}

export const Head: HeadFC<object, DatedListContext> = ({ pageContext }) => (
  <Seo
    title={pageContext.title}
    description={pageContext.description}
    path={pageContext.pagePath}
  />
);
