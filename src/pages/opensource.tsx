import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../components/layouts/SiteLayout';
import { Seo } from '../components/site/Seo';
import { OpensourceCatalogue } from '../features/opensource/components/OpensourceCatalogue';

/** /opensource/: the open source page template (docs/behaviour.md §2). */
export default function OpensourcePage() {
  return (
    <SiteLayout className="layout-opensource">
      <div className="narrow-page">
        <h1>Open source</h1>
        <OpensourceCatalogue />
      </div>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Open source"
    description="SDKs, sample apps and tools for the platform's APIs, filtered by language and topic."
    path="/opensource/"
  />
);
