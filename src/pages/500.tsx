import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../components/layouts/SiteLayout';
import { DocLink } from '../components/site/DocLink';
import { Seo } from '../components/site/Seo';

/** Built as /500/ and copied to /500.html (gatsby/onPostBuild.ts) for the server's error pages. */
export default function ServerErrorPage() {
  return (
    <SiteLayout className="layout-error" markdownTwin={false}>
      <div className="narrow-page error-page">
        <p className="error-page__code">500</p>
        <h1>Something went wrong</h1>
        <p>The server could not complete the request. Please try again in a moment.</p>
        <p>
          If it keeps happening, tell us through <DocLink to="/support/">Support</DocLink>.
        </p>
      </div>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Something went wrong"
    description="The server could not complete the request. Please try again in a moment."
    path="/500.html"
    noindex
  />
);
