import { connectEvent } from './message';
import {
  envelopeStatusEvent,
  recipientStatusEvent,
  type EnvelopeStatus,
  type RecipientStatus,
} from './statusEvents';
import type { ConnectEventName } from './events';
import type { EnvelopeRow } from '../esignature/envelopeStore';
import type { EnvelopeListener, StatusChange } from '../esignature/lifecycle';
import type { SandboxDb } from '../store/db';
import { enqueueDeliveries, type NewDelivery } from './deliveries';
import { envelopeSummaryOf } from './envelopeSummary';
import { listenersOf, messageConfigurationId } from './listeners';

/** The Connect event a status change raises, if any. */
function eventOf(change: StatusChange): ConnectEventName | undefined {
  return change.kind === 'envelope'
    ? envelopeStatusEvent(change.from as EnvelopeStatus | undefined, change.to as EnvelopeStatus)
    : recipientStatusEvent(
        change.from as RecipientStatus | undefined,
        change.to as RecipientStatus,
      );
}

/**
 * Connect's part in the envelope lifecycle: for each status change, one delivery per listener
 * that wants its event, queued in the changing transaction, so no event of a committed change
 * is lost and none is sent for a change rolled back. Each message is built now, as the change
 * left the envelope; it is sent by the delivery worker.
 */
export const connectListener: EnvelopeListener = {
  async changed(trx: SandboxDb, envelope: EnvelopeRow, changes: StatusChange[]) {
    const raised = changes.flatMap((change) => {
      const event = eventOf(change);
      return event ? [{ change, event }] : [];
    });
    if (raised.length === 0) return;
    const listeners = await listenersOf(trx, envelope);
    if (listeners.length === 0) return;
    const summaries = new Map<string, Promise<Record<string, unknown> | undefined>>();
    const summaryFor = (includeData: string[]) => {
      const key = [...includeData].sort().join(',');
      if (!summaries.has(key)) summaries.set(key, envelopeSummaryOf(trx, envelope, includeData));
      return summaries.get(key)!;
    };
    const deliveries: NewDelivery[] = [];
    for (const { change, event } of raised) {
      for (const listener of listeners) {
        const { settings } = listener;
        if (!settings.events.includes(event)) continue;
        const message = connectEvent({
          event,
          accountId: envelope.account_id,
          userId: envelope.sender_user_id,
          envelopeId: envelope.id,
          recipientId: change.recipientId,
          configurationId: messageConfigurationId(listener),
          envelopeSummary: await summaryFor(settings.includeData),
          generatedDateTime: new Date(change.at),
          retryCount: 0,
        });
        deliveries.push({
          accountId: envelope.account_id,
          envelopeId: envelope.id,
          recipientId: change.recipientId,
          event,
          source: listener.source,
          configurationId: listener.configurationId,
          url: settings.url,
          body: JSON.stringify(message),
          includeHMAC: settings.includeHMAC,
          requireAcknowledgment: settings.requireAcknowledgment,
        });
      }
    }
    await enqueueDeliveries(trx, deliveries, changes[0].at);
  },
};
