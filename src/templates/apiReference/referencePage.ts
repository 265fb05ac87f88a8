import type { HeadFC, PageProps } from 'gatsby';
import type {
  ReferencePageData,
  ReferencePageKey,
} from '../../../lib/site/pageContext/apiReference';

/**
 * The props of a reference template: its page's data comes from the page query (`data`), its
 * context holds only the key the query reads it by.
 */
export type ReferencePageProps<Context> = PageProps<ReferencePageData<Context>, ReferencePageKey>;

export type ReferenceHeadFC<Context> = HeadFC<ReferencePageData<Context>, ReferencePageKey>;
