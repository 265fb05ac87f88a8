import { graphql, Link } from 'gatsby';
import type { LandingPageContext } from '../../../lib/site/pageContext/apiReference';
import { ApiReferenceLayout } from '../../components/layouts/ApiReferenceLayout';
import { ReferenceHeader } from './ReferenceHeader';
import { ReferenceHead } from './ReferenceHead';
import type { ReferenceHeadFC, ReferencePageProps } from './referencePage';

/** An API version's reference landing page: title, description and its categories. */
export default function LandingTemplate({
  data: { referencePage: page },
}: ReferencePageProps<LandingPageContext>) {
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

export const Head: ReferenceHeadFC<LandingPageContext> = ({ data }) => (
  <ReferenceHead seo={data.referencePage.seo} />
);

// The page's data, from the file its createPage wrote (gatsby/createResolvers.ts).
export const query = graphql`
  query ($referencePage: String!) {
    referencePage(key: $referencePage)
  }
`;
