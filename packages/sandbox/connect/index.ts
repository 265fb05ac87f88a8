// Connect webhooks of the embedded platform: messages, signatures, delivery and retries; pure
// and store-independent, the store's queue and the routes wire them in.
export {
  CONNECT_EVENTS,
  ENVELOPE_EVENTS,
  RECIPIENT_EVENTS,
  TEMPLATE_EVENTS,
  CLICK_EVENTS,
  isConnectEvent,
  type ConnectEventName,
  type EnvelopeEvent,
  type RecipientEvent,
} from './events';
export { connectEvent, type ConnectEventInput, type ConnectEventMessage } from './message';
export {
  envelopeStatusEvent,
  recipientStatusEvent,
  type EnvelopeStatus,
  type RecipientStatus,
} from './statusEvents';
export { hmacSignature, signatureHeaders, MAX_HMAC_KEYS } from './hmac';
export {
  deliver,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_MAX_ANSWER_BYTES,
  type DeliveryResult,
} from './deliver';
export {
  admitListener,
  checkListener,
  listenerUrlForm,
  type ListenerPolicy,
  type ListenerCheck,
  type ResolveAll,
  type ResolvedAddress,
} from './listenerPolicy';
export { nextAttemptDelay, maxAttempts, CONNECT_RETRY_SCHEDULE, type RetrySchedule } from './retry';
