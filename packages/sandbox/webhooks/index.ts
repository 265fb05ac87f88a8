// Webhooks of the embedded platform (the platform's Connect): the pure pieces (the message and
// its events, HMAC signatures, one delivery under the listener policy, retries) and what has
// state (configurations and HMAC keys, the durable delivery queue fed by the envelope lifecycle,
// its worker, the Connect log and the management routes of the deliveries page). README.md.
import type { EsignHandler } from '../esignature/call';
import { asRecord } from './fields';
import { readEventNotification } from './eventNotification';
import { admittedListener } from './listenerAddress';
import {
  getConfiguration,
  getConfigurations,
  postConfiguration,
  putConfiguration,
  removeConfiguration,
} from './configurationOperations';
import { getConnectLogs, putRetryQueue } from './logOperations';

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

export { connectListener } from './connectListener';
export { startDeliveryWorker, type DeliveryWorker, type WorkerOptions } from './worker';
export { registerWebhookRoutes } from './routes';
export { purgeOldDeliveries } from './purge';

/** The Connect operations of the eSignature API, by operationId. */
export const connectOperations: Record<string, EsignHandler> = {
  ConnectConfigurations_PostConnectConfiguration: postConfiguration,
  ConnectConfigurations_GetConnectConfigurations: getConfigurations,
  ConnectConfigurations_PutConnectConfiguration: putConfiguration,
  ConnectConfigurations_GetConnectConfiguration: getConfiguration,
  ConnectConfigurations_DeleteConnectConfiguration: removeConfiguration,
  ConnectEvents_GetConnectLogs: getConnectLogs,
  ConnectPublish_PutConnectRetryByEnvelope: putRetryQueue,
};

/**
 * An envelope create that refuses a malformed `eventNotification`, or one whose listener delivery
 * would refuse, naming its field.
 */
export const checkingEventNotification =
  (create: EsignHandler): EsignHandler =>
  async (call) => {
    const listener = readEventNotification(asRecord(call.body)?.eventNotification);
    if (listener)
      await admittedListener(listener.url, 'eventNotification.url', call.context.connectPolicy);
    return create(call);
  };
