import { graphql, Link } from 'gatsby';
import type { CategoryPageContext } from '../../../lib/site/pageContext/apiReference';
import { ApiReferenceLayout } from '../../components/layouts/ApiReferenceLayout';
import { ReferenceHeader } from './ReferenceHeader';
import { ReferenceHead } from './ReferenceHead';
import type { ReferenceHeadFC, ReferencePageProps } from './referencePage';
import { ListPager } from './ListPager';
import { MethodList } from './MethodList';

/** A category page: its resources, each with its methods; a long list continues on more pages. */
export default function CategoryTemplate({
  data: { referencePage: page },
}: ReferencePageProps<CategoryPageContext>) {
  return (
    <ApiReferenceLayout sidebar={page.sidebar} selectedItem={page.pager?.pages[0] ?? page.pagePath}>
      <ReferenceHeader page={page} title={page.category.name} />
      {page.category.descriptionHtml ? (
        <div
          className="ref-html"
          dangerouslySetInnerHTML={{ __html: page.category.descriptionHtml }}
        />
      ) : (
        page.category.summary && <p>{page.category.summary}</p>
      )}
      {page.resources.map((resource) => (
        <section key={resource.path} className="ref-resource">
          <h2>
            <Link to={resource.path}>{resource.name}</Link>
            {resource.continued && ' (continued)'}
          </h2>
          <MethodList methods={resource.methods} />
        </section>
      ))}
      <ListPager pager={page.pager} />
    </ApiReferenceLayout>
  );
}

export const Head: ReferenceHeadFC<CategoryPageContext> = ({ data }) => (
  <ReferenceHead seo={data.referencePage.seo} />
);

// The page's data, from the file its createPage wrote (gatsby/createResolvers.ts).
export const query = graphql`
  query ($referencePage: String!) {
    referencePage(key: $referencePage)
  }
`;
