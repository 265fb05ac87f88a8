import { Link, type HeadFC } from 'gatsby';
import { SANDBOX_INBOX_PATH } from '../../../lib/site/sitePaths';
import { SiteLayout } from '../../components/layouts/SiteLayout';
import { Seo } from '../../components/site/Seo';
import { SandboxInboxPage } from '../../features/sandboxInbox/components/SandboxInboxPage';
import { PageTitle } from '../../components/site/PageTitle';

/** /tools/sandbox-inbox/: the mails the embedded platform would have sent, for the signed-in user. */
export default function SandboxInbox() {
  return (
    <SiteLayout className="layout-tools">
      <PageTitle>Sandbox inbox</PageTitle>
      <p>
        The sandbox sends no email. When an envelope reaches a remote signer (one without a{' '}
        <code>clientUserId</code>), the invitation the platform would have mailed them lands here,
        with a signing link that works until they sign or decline. Embedded signers get no mail:
        your app opens their ceremony with a recipient view (see{' '}
        <Link to="/docs/esign-rest-api/how-to/embedded-signing/">Embedded signing</Link>).
      </p>
      {/* The tool itself, for a signed-in reader: no part of the page's twin. */}
      <div data-twin="skip">
        <SandboxInboxPage />
      </div>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Sandbox inbox"
    description="The signing invitations the sandbox would have emailed, with their links."
    path={SANDBOX_INBOX_PATH}
  />
);
