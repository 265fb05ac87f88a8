import type { HeadFC } from 'gatsby';
import { SiteLayout } from '../../components/layouts/SiteLayout';
import { Seo } from '../../components/site/Seo';
import { WebhookDeliveriesPage } from '../../features/webhooks/components/WebhookDeliveriesPage';
import { PageTitle } from '../../components/site/PageTitle';

/** /tools/webhook-deliveries/: the Connect deliveries of the signed-in administrator's account. */
export default function WebhookDeliveries() {
  return (
    <SiteLayout className="layout-tools">
      <PageTitle>Webhook deliveries</PageTitle>
      {/* The tool itself, for a signed-in reader: no part of the page's twin. */}
      <div data-twin="skip">
        <WebhookDeliveriesPage />
      </div>
    </SiteLayout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Webhook deliveries"
    description="The Connect webhook messages sent for your account: status, payload, attempts, resend."
    path="/tools/webhook-deliveries/"
    noindex
  />
);
