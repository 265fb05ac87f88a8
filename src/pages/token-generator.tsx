import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../components/layouts/SiteLayout';
import { Seo } from '../components/site/Seo';
import { TokenGeneratorPage } from '../features/tokenGenerator/components/TokenGeneratorPage';

/** /token-generator/: an access token for the signed-in account administrator. */
export default function TokenGenerator() {
  return (
    <SiteLayout className="layout-token-generator">
      <h1>Token generator</h1>
      <TokenGeneratorPage />
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Token generator"
    description="Generate an access token for the eSignature REST API."
    path="/token-generator/"
    noindex
  />
);
