import type { EnvelopeListener } from '../esignature/lifecycle';
import { recordMonitorEvent, type MonitorEventName } from './events';

/** The envelope status changes the Monitor stream shows, by the status reached. */
const EVENT_OF: Record<string, MonitorEventName> = {
  sent: 'EnvelopeSent',
  completed: 'EnvelopeCompleted',
  declined: 'EnvelopeDeclined',
  voided: 'EnvelopeVoided',
};

/**
 * Records an envelope's sending and its end (completed, declined, voided) as events of its
 * account, in the transaction of the change, so the stream never shows a change that was
 * rolled back. A recipient's steps are the envelope's history, not account events.
 */
export const monitorListener: EnvelopeListener = {
  async changed(trx, envelope, changes) {
    for (const change of changes) {
      const name = change.kind === 'envelope' ? EVENT_OF[change.to] : undefined;
      if (!name || change.from === change.to) continue;
      await recordMonitorEvent(trx, {
        name,
        accountId: change.accountId,
        userId: envelope.sender_user_id,
        data: { envelopeId: change.envelopeId, status: change.to },
        at: change.at,
      });
    }
  },
};
