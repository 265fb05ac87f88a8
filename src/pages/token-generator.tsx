import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../components/layouts/SiteLayout';
import { Seo } from '../components/site/Seo';
import { TokenGeneratorPage } from '../features/tokenGenerator/components/TokenGeneratorPage';
import { PageTitle } from '../components/site/PageTitle';

const DESCRIPTION = 'Generate an access token for the eSignature REST API.';

/** /token-generator/: an access token for the signed-in account administrator. */
export default function TokenGenerator() {
  return (
    <SiteLayout className="layout-token-generator">
      <PageTitle>Token generator</PageTitle>
      {/* Prerendered, so the page says what it is before it hydrates (search, markdown twin). */}
      <p>{DESCRIPTION} Sign in as an account administrator; the token is kept only in this page.</p>
      {/* The tool itself, for a signed-in reader: no part of the page's twin. */}
      <div data-twin="skip">
        <TokenGeneratorPage />
      </div>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Token generator" description={DESCRIPTION} path="/token-generator/" noindex />
);
