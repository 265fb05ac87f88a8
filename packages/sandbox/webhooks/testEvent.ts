import { randomUUID } from 'node:crypto';
import { connectEvent } from './message';
import type { SandboxDb } from '../store/db';
import type { StoredConfiguration } from './configurations';
import { enqueueDeliveries, type DeliveryRow } from './deliveries';
import { messageConfigurationId } from './listeners';

export const TEST_EVENT_SUBJECT = 'Connect test event from the sandbox';

/**
 * Queues a test message for a configuration (enabled or not): its first event, about an
 * envelope that does not exist, signed and sent like any other; the deliveries page marks it as
 * a test.
 */
export async function queueTestEvent(
  db: SandboxDb,
  configuration: StoredConfiguration,
  userId: string,
): Promise<DeliveryRow> {
  const { settings } = configuration;
  const event = settings.events[0];
  const envelopeId = randomUUID();
  const recipientId = event.startsWith('recipient-') ? '1' : undefined;
  const status = event.startsWith('envelope-') ? event.slice('envelope-'.length) : 'sent';
  const message = connectEvent({
    event,
    accountId: configuration.accountId,
    userId,
    envelopeId,
    recipientId,
    configurationId: messageConfigurationId({ configurationId: configuration.id }),
    envelopeSummary:
      settings.includeData.length > 0
        ? { envelopeId, status, emailSubject: TEST_EVENT_SUBJECT }
        : undefined,
    generatedDateTime: new Date(),
    retryCount: 0,
  });
  const [delivery] = await db.transaction().execute((trx) =>
    enqueueDeliveries(trx, [
      {
        accountId: configuration.accountId,
        envelopeId,
        recipientId,
        event,
        source: 'test',
        configurationId: configuration.id,
        url: settings.url,
        body: JSON.stringify(message),
        includeHMAC: settings.includeHMAC,
        requireAcknowledgment: false,
      },
    ]),
  );
  return delivery;
}
