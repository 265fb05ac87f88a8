import type { ConnectEventName } from './events';
import { readEventData } from './eventData';
import { readEvents } from './eventNames';
import { asRecord, invalidField, readFlag, readList, readListenerUrl, readText } from './fields';

/** What one listener wants: an account configuration's, or an envelope's eventNotification. */
export interface ListenerSettings {
  url: string;
  events: ConnectEventName[];
  includeData: string[];
  includeHMAC: boolean;
  requireAcknowledgment: boolean;
}

/** An account-level Connect configuration, normalised (kept as JSON in the store). */
export interface ConnectSettings extends ListenerSettings {
  name: string;
  configurationType: 'custom' | 'customrecipient';
  allUsers: boolean;
  userIds: string[];
  disabled: boolean;
}

const CONFIGURATION_TYPES = ['custom', 'customrecipient'] as const;

function readUserIds(value: unknown): string[] | undefined {
  return readList(value, 'userIds')?.map((item, index) => {
    if (typeof item !== 'string' || !item.trim())
      throw invalidField(`userIds[${index}]`, 'must be a user id');
    return item.trim();
  });
}

/**
 * A Connect configuration from a POST or PUT body, by the platform's rules; on PUT the fields
 * not given keep their values (`current`). Booleans may come as "true"/"false";
 * `requireAcknowledgment` (the platform's SDKs) and `requiresAcknowledgement` (the spec) are one
 * setting.
 */
export function readConfiguration(body: unknown, current?: ConnectSettings): ConnectSettings {
  const input = asRecord(body);
  if (!input) throw invalidField('body', 'must be a JSON object');
  const name = readText(input.name, 'name', 100) ?? current?.name;
  if (!name) throw invalidField('name', 'is required');
  const url =
    input.urlToPublishTo === undefined && current
      ? current.url
      : readListenerUrl(input.urlToPublishTo, 'urlToPublishTo');
  const events = readEvents(input) ?? current?.events ?? [];
  if (events.length === 0)
    throw invalidField(
      'events',
      'must list at least one event (or envelopeEvents, recipientEvents)',
    );
  const type =
    readText(input.configurationType, 'configurationType', 40) || current?.configurationType;
  if (type && !(CONFIGURATION_TYPES as readonly string[]).includes(type))
    throw invalidField('configurationType', 'must be "custom" or "customrecipient"');
  const mode = readText(input.deliveryMode, 'deliveryMode', 20);
  if (mode && mode.toUpperCase() !== 'SIM')
    throw invalidField('deliveryMode', 'must be "SIM": JSON messages are sent one event at a time');
  const acknowledgment = input.requireAcknowledgment ?? input.requiresAcknowledgement;
  return {
    name,
    url,
    events,
    includeData:
      input.eventData === undefined && current
        ? current.includeData
        : readEventData(input.eventData, 'eventData').includeData,
    includeHMAC: readFlag(input.includeHMAC, 'includeHMAC', current?.includeHMAC ?? false),
    requireAcknowledgment: readFlag(
      acknowledgment,
      input.requireAcknowledgment === undefined
        ? 'requiresAcknowledgement'
        : 'requireAcknowledgment',
      current?.requireAcknowledgment ?? true,
    ),
    configurationType: (type as ConnectSettings['configurationType']) ?? 'custom',
    allUsers: readFlag(input.allUsers, 'allUsers', current?.allUsers ?? true),
    userIds: readUserIds(input.userIds) ?? current?.userIds ?? [],
    disabled: readFlag(input.disabled, 'disabled', current?.disabled ?? false),
  };
}
