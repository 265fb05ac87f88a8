import { ENVELOPE_EVENTS, RECIPIENT_EVENTS, isConnectEvent, type ConnectEventName } from './events';
import { asRecord, invalidField, readList } from './fields';

// The older way to name events: envelope and recipient statuses ("Completed", "AutoResponded"),
// as strings in a configuration or as { envelopeEventStatusCode } in an eventNotification.
const RECIPIENT_STATUS_NAMES: Record<string, string> = {
  authenticationfailed: 'AuthenticationFailed',
  autoresponded: 'AutoResponded',
  'finish-later': 'FinishLater',
};

const statusKey = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/^finishlater$/, 'finish-later');

function statusEvent(kind: 'envelope' | 'recipient', status: string): ConnectEventName | undefined {
  const event = `${kind}-${statusKey(status)}`;
  const known: readonly string[] = kind === 'envelope' ? ENVELOPE_EVENTS : RECIPIENT_EVENTS;
  return known.includes(event) ? (event as ConnectEventName) : undefined;
}

function statusList(body: Record<string, unknown>, kind: 'envelope' | 'recipient', prefix: string) {
  const field = `${kind}Events`;
  const codeField = `${kind}EventStatusCode`;
  return (readList(body[field], `${prefix}${field}`) ?? []).map((item, index) => {
    const status = typeof item === 'string' ? item : asRecord(item)?.[codeField];
    const event = typeof status === 'string' ? statusEvent(kind, status) : undefined;
    if (!event) {
      throw invalidField(
        `${prefix}${field}[${index}]`,
        `must name ${kind === 'envelope' ? 'an' : 'a'} ${kind} status such as "Completed"`,
      );
    }
    return event;
  });
}

/**
 * The events a configuration or an eventNotification asks for: the `events` list of Connect
 * event names, and the statuses of `envelopeEvents` / `recipientEvents`; undefined when none of
 * the three is given.
 */
export function readEvents(
  body: Record<string, unknown>,
  prefix = '',
): ConnectEventName[] | undefined {
  const given = ['events', 'envelopeEvents', 'recipientEvents'].some(
    (field) => body[field] !== undefined && body[field] !== null,
  );
  if (!given) return undefined;
  const named = (readList(body.events, `${prefix}events`) ?? []).map((item, index) => {
    if (typeof item !== 'string' || !isConnectEvent(item.trim())) {
      throw invalidField(
        `${prefix}events[${index}]`,
        'must be a Connect event such as "envelope-completed"',
      );
    }
    return item.trim() as ConnectEventName;
  });
  const events = [
    ...named,
    ...statusList(body, 'envelope', prefix),
    ...statusList(body, 'recipient', prefix),
  ];
  return [...new Set(events)];
}

/** A status name of the older lists for an event ("envelope-completed" → "Completed"). */
export function statusNameOf(event: string): string {
  const status = event.replace(/^(envelope|recipient)-/, '');
  return RECIPIENT_STATUS_NAMES[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}
