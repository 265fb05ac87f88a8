/**
 * The Connect event names of the JSON SIM format (the platform's "Webhook event triggers" list),
 * as a configuration's `events` and the message's `event` spell them.
 */
export const ENVELOPE_EVENTS = [
  'envelope-created',
  'envelope-sent',
  'envelope-resent',
  'envelope-delivered',
  'envelope-completed',
  'envelope-declined',
  'envelope-voided',
  'envelope-corrected',
  'envelope-purge',
  'envelope-deleted',
  'envelope-discard',
] as const;

export const RECIPIENT_EVENTS = [
  'recipient-sent',
  'recipient-autoresponded',
  'recipient-delivered',
  'recipient-completed',
  'recipient-declined',
  'recipient-authenticationfailed',
  'recipient-resent',
  'recipient-delegate',
  'recipient-reassign',
  'recipient-finish-later',
] as const;

export const TEMPLATE_EVENTS = [
  'template-created',
  'template-modified',
  'template-deleted',
] as const;
export const CLICK_EVENTS = ['click-agreed', 'click-declined'] as const;

export type EnvelopeEvent = (typeof ENVELOPE_EVENTS)[number];
export type RecipientEvent = (typeof RECIPIENT_EVENTS)[number];
export type ConnectEventName =
  EnvelopeEvent | RecipientEvent | (typeof TEMPLATE_EVENTS)[number] | (typeof CLICK_EVENTS)[number];

export const CONNECT_EVENTS: readonly ConnectEventName[] = [
  ...ENVELOPE_EVENTS,
  ...RECIPIENT_EVENTS,
  ...TEMPLATE_EVENTS,
  ...CLICK_EVENTS,
];

export const isConnectEvent = (name: string): name is ConnectEventName =>
  (CONNECT_EVENTS as readonly string[]).includes(name);
