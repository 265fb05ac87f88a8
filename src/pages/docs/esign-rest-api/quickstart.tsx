import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../../../components/layouts/SiteLayout';
import { Seo } from '../../../components/site/Seo';
import { QuickstartPage } from '../../../features/quickstart/components/QuickstartPage';
import { SigningReturnNotice } from '../../../features/quickstart/components/SigningReturnNotice';

/**
 * /docs/esign-rest-api/quickstart/: a personalised sample project as a zip download; its
 * embedded signer comes back here (`?event=`).
 */
export default function Quickstart() {
  return (
    <SiteLayout className="layout-quickstart">
      <h1>eSignature REST API quickstart</h1>
      <SigningReturnNotice />
      <QuickstartPage />
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="eSignature quickstart"
    description="Create an integration key and download a ready-to-run project that sends an envelope."
    path="/docs/esign-rest-api/quickstart/"
  />
);
