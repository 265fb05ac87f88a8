import type { WebhookDelivery } from '../../../../lib/webhooks/contract';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Badge, Button, Card, CodeBlock } from '../../../components/ui';
import type { BadgeTone } from '../../../components/ui';
import { webhooksActions } from '../webhooksSlice';
import { AttemptList } from './AttemptList';
import { localTime } from './localTime';

const STATUS: Record<WebhookDelivery['status'], { label: string; tone: BadgeTone }> = {
  delivered: { label: 'Delivered', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** One delivery: event, listener, answer, time and attempts; its payload and attempts open below. */
export function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const dispatch = useAppDispatch();
  const resending = useAppSelector((state) =>
    state.webhookDeliveries.resending.includes(delivery.deliveryId),
  );
  const status =
    delivery.status === 'pending' && delivery.attempts > 0
      ? { label: 'Retrying', tone: 'warning' as const }
      : STATUS[delivery.status];
  return (
    <Card as="li" className="webhook-delivery">
      <div className="webhook-delivery__summary">
        <strong className="webhook-delivery__event">{delivery.event}</strong>
        <Badge tone={status.tone}>{status.label}</Badge>
        {delivery.source === 'test' && <Badge>Test</Badge>}
        <span className="webhook-delivery__code" aria-label="Last status code">
          {delivery.lastStatusCode ?? '—'}
        </span>
        <time dateTime={delivery.createdDateTime}>{localTime(delivery.createdDateTime)}</time>
        <span>
          {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
        </span>
        <Button
          small
          disabled={resending}
          aria-label={`Resend ${delivery.event} to ${delivery.url}`}
          onClick={() => dispatch(webhooksActions.resendRequested(delivery.deliveryId))}
        >
          {resending ? 'Resending…' : 'Resend'}
        </Button>
      </div>
      <p className="webhook-delivery__listener">
        To <code>{delivery.url}</code>
        {delivery.lastError && (
          <span className="webhook-delivery__error"> — {delivery.lastError}</span>
        )}
        {delivery.nextAttemptDateTime && delivery.attempts > 0 && (
          <span> — next attempt {localTime(delivery.nextAttemptDateTime)}</span>
        )}
      </p>
      <details>
        <summary>Payload and attempts</summary>
        <CodeBlock title="Payload" code={JSON.stringify(delivery.payload, null, 2)} />
        <AttemptList attempts={delivery.attemptLog} />
      </details>
    </Card>
  );
}
