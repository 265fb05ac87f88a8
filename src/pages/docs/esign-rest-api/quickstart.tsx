import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../../../components/layouts/SiteLayout';
import { Seo } from '../../../components/site/Seo';
import { QuickstartPage } from '../../../features/quickstart/components/QuickstartPage';
import { SigningReturnNotice } from '../../../features/quickstart/components/SigningReturnNotice';
import { PageTitle } from '../../../components/site/PageTitle';

const DESCRIPTION =
  'Create an integration key and download a ready-to-run project that sends an envelope.';

/**
 * /docs/esign-rest-api/quickstart/: a personalised sample project as a zip download; its
 * embedded signer comes back here (`?event=`).
 */
export default function Quickstart() {
  return (
    <SiteLayout className="layout-quickstart">
      <PageTitle>eSignature REST API quickstart</PageTitle>
      {/* Prerendered, so the page says what it is before it hydrates (search, markdown twin). */}
      <p>
        {DESCRIPTION} Pick Node.js, Python, Java, C#, PHP, Ruby, Go or Bash: the project, on its
        language&apos;s standard library only, signs in with the JWT Grant and sends an envelope to
        the sandbox, unchanged.
      </p>
      {/* The tool itself, for a signed-in reader: no part of the page's twin. */}
      <div data-twin="skip">
        <SigningReturnNotice />
        <QuickstartPage />
      </div>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="eSignature quickstart"
    description={DESCRIPTION}
    path="/docs/esign-rest-api/quickstart/"
  />
);
