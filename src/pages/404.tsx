import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../components/layouts/SiteLayout';
import { DocLink } from '../components/site/DocLink';
import { Seo } from '../components/site/Seo';

/** Gatsby builds this page as /404.html; the server answers unknown paths with it. */
export default function NotFoundPage() {
  return (
    <SiteLayout className="layout-error" markdownTwin={false}>
      <div className="narrow-page error-page">
        <p className="error-page__code">404</p>
        <h1>Page not found</h1>
        <p>The page you asked for does not exist or has moved.</p>
        <ul>
          <li>
            <DocLink to="/">Developer Center home</DocLink>
          </li>
          <li>
            <DocLink to="/docs/esign-rest-api/">eSignature REST API</DocLink>
          </li>
          <li>
            <DocLink to="/support/">Support</DocLink>
          </li>
        </ul>
      </div>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Page not found"
    description="The page you asked for does not exist or has moved."
    path="/404.html"
    noindex
  />
);
