import { PlatformRefusal } from '../esignature/errors';
import { readEventData } from './eventData';
import { readEvents } from './eventNames';
import { asRecord, invalidField, readFlag, readListenerUrl } from './fields';
import type { ListenerSettings } from './settings';

const FIELD = 'eventNotification';

/**
 * An envelope's own listener, from the `eventNotification` of its definition: `url`, the
 * events (`envelopeEvents` / `recipientEvents` with their status codes, or `events`),
 * `eventData`, `includeHMAC` and `requireAcknowledgment` (false unless set, as on the
 * platform: such deliveries get one attempt). Undefined when there is none; a refusal naming the
 * field when it is malformed.
 */
export function readEventNotification(value: unknown): ListenerSettings | undefined {
  if (value === undefined || value === null) return undefined;
  const notification = asRecord(value);
  if (!notification) throw invalidField(FIELD, 'must be an object');
  const events = readEvents(notification, `${FIELD}.`) ?? [];
  if (events.length === 0) {
    throw invalidField(
      `${FIELD}.envelopeEvents`,
      'or recipientEvents (or events) must name at least one event',
    );
  }
  return {
    url: readListenerUrl(notification.url, `${FIELD}.url`),
    events,
    includeData: readEventData(notification.eventData, `${FIELD}.eventData`).includeData,
    includeHMAC: readFlag(notification.includeHMAC, `${FIELD}.includeHMAC`, false),
    requireAcknowledgment: readFlag(
      notification.requireAcknowledgment,
      `${FIELD}.requireAcknowledgment`,
      false,
    ),
  };
}

/** The listener of an envelope kept with its definition (JSON), if it has a readable one. */
export function envelopeListenerOf(definition: string): ListenerSettings | undefined {
  try {
    return readEventNotification(asRecord(JSON.parse(definition))?.[FIELD]);
  } catch (error) {
    // Checked when the envelope was created; one kept from before then is skipped, not fatal.
    if (error instanceof PlatformRefusal || error instanceof SyntaxError) return undefined;
    throw error;
  }
}
