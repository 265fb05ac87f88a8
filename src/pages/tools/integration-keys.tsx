import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../../components/layouts/SiteLayout';
import { Seo } from '../../components/site/Seo';
import {
  INTEGRATION_KEYS_PATH,
  IntegrationKeysPage,
} from '../../features/integrationKeys/components/IntegrationKeysPage';
import { PageTitle } from '../../components/site/PageTitle';

const DESCRIPTION =
  "Create and manage your account's integration keys: redirect URIs, secrets and RSA key pairs.";

/** /tools/integration-keys/: the signed-in administrator's integration keys, as the platform's admin page manages them. */
export default function IntegrationKeys() {
  return (
    <SiteLayout className="layout-tools">
      <PageTitle>Integration keys</PageTitle>
      <p>
        An integration key identifies your app to the platform. Create one, give it the redirect
        URIs your app signs users in through, and a secret (authorization code grant) or an RSA key
        pair (JWT grant). A new secret or private key is shown once: copy it when it appears.
      </p>
      {/* The tool itself, for a signed-in reader: no part of the page's twin. */}
      <div data-twin="skip">
        <IntegrationKeysPage />
      </div>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo title="Integration keys" description={DESCRIPTION} path={INTEGRATION_KEYS_PATH} noindex />
);
