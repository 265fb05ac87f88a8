import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../../components/layouts/SiteLayout';
import { Seo } from '../../components/site/Seo';
import {
  INTEGRATION_KEYS_PATH,
  IntegrationKeysPage,
} from '../../features/integrationKeys/components/IntegrationKeysPage';

/** /tools/integration-keys/: the signed-in administrator's integration keys, to delete what is unused. */
export default function IntegrationKeys() {
  return (
    <SiteLayout className="layout-integration-keys">
      <h1>Integration keys</h1>
      {/* The tool itself, for a signed-in reader: no part of the page's twin. */}
      <div data-twin="skip">
        <IntegrationKeysPage />
      </div>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Integration keys"
    description="See your account's integration keys with their secrets and RSA keys, and delete the ones you no longer use."
    path={INTEGRATION_KEYS_PATH}
    noindex
  />
);
