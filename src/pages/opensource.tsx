import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../components/layouts/SiteLayout';
import { Seo } from '../components/site/Seo';
import { OpensourceCatalogue } from '../features/opensource/components/OpensourceCatalogue';
import manifest from '../../content/opensource/manifest.json';
import { PageTitle } from '../components/site/PageTitle';

// The intro is the manifest's, read at build time so that it is in the served HTML: the file the
// server answers GET /api/opensource-manifest from, so the catalogue does not repeat it.
const DESCRIPTION = manifest.description;

/** /opensource/: the open source page template (docs/behaviour.md §2). */
export default function OpensourcePage() {
  return (
    <SiteLayout className="layout-opensource">
      <div className="narrow-page">
        <PageTitle>Open source</PageTitle>
        <p>{DESCRIPTION}</p>
        {/* Loaded live from the server (or the code host): no part of the page's twin. */}
        <div data-twin="skip">
          <OpensourceCatalogue />
        </div>
      </div>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Open source" description={DESCRIPTION} path="/opensource/" />
);
