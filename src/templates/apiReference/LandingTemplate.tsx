import { Link } from 'gatsby';
import type { HeadFC, PageProps } from 'gatsby';
import type { LandingPageContext } from '../../../lib/site/pageContext/apiReference';
import { ApiReferenceLayout } from '../../components/layouts/ApiReferenceLayout';
import { ReferenceHeader } from './ReferenceHeader';
import { ReferenceHead } from './ReferenceHead';

/** An API version's reference landing page: title, description and its categories. */
export default function LandingTemplate({
  pageContext: page,
}: PageProps<object, LandingPageContext>) {
  return (
    <ApiReferenceLayout sidebar={page.sidebar} selectedItem={page.pagePath}>
      <ReferenceHeader page={page} title={page.title || page.api.displayName} />
      <div className="ref-html" dangerouslySetInnerHTML={{ __html: page.descriptionHtml }} />
      <h2>Categories</h2>
      <ul className="ref-cards">
        {page.categories.map((category) => (
          <li key={category.path}>
            <Link to={category.path}>{category.name}</Link>
            {category.summary && <p>{category.summary}</p>}
          </li>
        ))}
      </ul>
    </ApiReferenceLayout>
  );
}

export const Head: HeadFC<object, LandingPageContext> = ({ pageContext }) => (
  <ReferenceHead seo={pageContext.seo} />
);
