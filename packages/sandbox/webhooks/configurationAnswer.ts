import { platformDateTime } from '../http/dates';
import type { StoredConfiguration } from './configurations';
import { eventDataAnswer } from './eventData';
import { statusNameOf } from './eventNames';

const flagText = (value: boolean) => (value ? 'true' : 'false');

/**
 * A configuration in the spec's `Connect` shape (its fields with its types), followed by the
 * platform's other fields as its API writes them (flags as "true"/"false", the older event lists).
 */
export function configurationAnswer({ id, settings, updated }: StoredConfiguration) {
  const { events } = settings;
  return {
    connectId: id,
    name: settings.name,
    urlToPublishTo: settings.url,
    configurationType: settings.configurationType,
    allUsers: settings.allUsers,
    deliveryMode: 'SIM',
    eventData: eventDataAnswer(settings.includeData),
    events,
    requiresAcknowledgement: settings.requireAcknowledgment,
    requireAcknowledgment: flagText(settings.requireAcknowledgment),
    includeHMAC: flagText(settings.includeHMAC),
    disabled: flagText(settings.disabled),
    userIds: settings.allUsers ? [] : settings.userIds,
    envelopeEvents: events.filter((event) => event.startsWith('envelope-')).map(statusNameOf),
    recipientEvents: events.filter((event) => event.startsWith('recipient-')).map(statusNameOf),
    lastModifiedDateTime: platformDateTime(updated),
  };
}
