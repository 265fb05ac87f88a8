import type { HeadFC, PageProps } from 'gatsby';
import { SiteLayout } from '../components/layouts/SiteLayout';
import { Seo } from '../components/site/Seo';
import { SearchPage } from '../features/search/components/SearchPage';

/** /search/?q=&category=&offset=: results across the Developer Center and the other sites. */
export default function Search({ location }: PageProps) {
  return (
    <SiteLayout className="layout-search">
      <SearchPage search={location.search} />
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Search"
    description="Search the Developer Center, support articles, blogs, community threads and courses."
    path="/search/"
    noindex
  />
);
