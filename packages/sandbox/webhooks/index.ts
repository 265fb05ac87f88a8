// Connect webhooks of the embedded platform, with state: configurations and HMAC keys, the
// durable delivery queue fed by the envelope lifecycle, its worker, the Connect log and the
// management routes of the deliveries page. The pure pieces are in ../connect.
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
