import { graphql } from 'gatsby';
import type { ResourcePageContext } from '../../../lib/site/pageContext/apiReference';
import { ApiReferenceLayout } from '../../components/layouts/ApiReferenceLayout';
import { ReferenceHeader } from './ReferenceHeader';
import { ReferenceHead } from './ReferenceHead';
import type { ReferenceHeadFC, ReferencePageProps } from './referencePage';
import { ListPager } from './ListPager';
import { MethodList } from './MethodList';

/** A resource page: its description and its methods table; a long one continues on more pages. */
export default function ResourceTemplate({
  data: { referencePage: page },
}: ReferencePageProps<ResourcePageContext>) {
  return (
    <ApiReferenceLayout sidebar={page.sidebar} selectedItem={page.pager?.pages[0] ?? page.pagePath}>
      <ReferenceHeader page={page} title={page.resource.name} />
      <div
        className="ref-html"
        dangerouslySetInnerHTML={{ __html: page.resource.descriptionHtml }}
      />
      <h2>Methods</h2>
      <MethodList methods={page.resource.methods} />
      <ListPager pager={page.pager} />
    </ApiReferenceLayout>
  );
}

export const Head: ReferenceHeadFC<ResourcePageContext> = ({ data }) => (
  <ReferenceHead seo={data.referencePage.seo} />
);

// The page's data, from the file its createPage wrote (gatsby/createResolvers.ts).
export const query = graphql`
  query ($referencePage: String!) {
    referencePage(key: $referencePage)
  }
`;
