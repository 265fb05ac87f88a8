import { useAppSelector } from '../../../app/hooks';
import { CodeBlock } from '../../../components/ui';
import { selectCurrentAccount } from '../../user/selectors';

/** The reference page of the Connect create operation, where the explorer can send it. */
export const CREATE_CONFIGURATION_PAGE = '/docs/esign-rest-api/reference/connect/connect/create/';

const EXAMPLE = {
  name: 'My listener',
  urlToPublishTo: 'http://127.0.0.1:3000/connect',
  allUsers: 'true',
  events: ['envelope-sent', 'envelope-completed', 'recipient-completed'],
  eventData: { version: 'restv2.1', format: 'json', includeData: ['recipients'] },
  includeHMAC: 'true',
  requireAcknowledgment: 'true',
};

/**
 * No delivery yet: without a Connect configuration, how to add one (the API call, with this
 * account's base_uri, or an envelope's own eventNotification); with one, what makes an event.
 */
export function EmptyState({ hasConfigurations }: { hasConfigurations: boolean }) {
  const account = useAppSelector(selectCurrentAccount);
  if (hasConfigurations) {
    return (
      <p className="webhook-deliveries__empty">
        No deliveries yet. Send an envelope (or void one), or send a test event above: each event
        your configurations ask for appears here within a second or two.
      </p>
    );
  }
  const baseUri = account?.base_uri ?? '{base_uri}';
  const accountId = account?.account_id ?? '{accountId}';
  return (
    <div className="webhook-deliveries__empty">
      <p>
        No deliveries yet: your account has no Connect configuration. Add one with the eSignature
        API, pointing at a listener on your own machine (loopback listeners are always allowed):
      </p>
      <CodeBlock
        title={`POST ${baseUri}/restapi/v2.1/accounts/${accountId}/connect`}
        code={JSON.stringify(EXAMPLE, null, 2)}
      />
      <p>
        Send it from the <a href={`${CREATE_CONFIGURATION_PAGE}?explorer=true`}>API explorer</a> (
        <a href={CREATE_CONFIGURATION_PAGE}>Create a webhook configuration</a>), or give a single
        envelope its own listener in the <code>eventNotification</code> of the create-envelope
        request. Then send an envelope: its events show up here. The{' '}
        <a href="/platform/webhooks/">webhooks guide</a> shows how to verify the HMAC signature.
      </p>
    </div>
  );
}
