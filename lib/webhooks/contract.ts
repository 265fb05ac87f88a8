// What the Webhook deliveries page and the server agree on: the answers of the
// /api/webhook-deliveries routes, which pass the platform's Connect management answers through.
// Pure data, so the browser bundle may import it too.

/** Where a delivery stands: to send or to retry, delivered (2xx), or given up. */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One attempt at a delivery. */
export interface WebhookAttempt {
  attempt: number;
  attemptedDateTime: string;
  ok: boolean;
  statusCode?: number;
  error?: string;
  durationMs: number;
  responseSnippet: string;
}

/** One Connect message for one listener, with its attempts. */
export interface WebhookDelivery {
  deliveryId: string;
  event: string;
  envelopeId: string;
  recipientId?: string;
  /** `configuration` (account level), `envelope` (its eventNotification) or `test`. */
  source: 'configuration' | 'envelope' | 'test';
  configurationId?: string;
  url: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode?: number;
  lastError?: string;
  createdDateTime: string;
  lastAttemptDateTime?: string;
  nextAttemptDateTime?: string;
  includeHMAC: boolean;
  requireAcknowledgment: boolean;
  /** The JSON message the listener gets. */
  payload: unknown;
  attemptLog: WebhookAttempt[];
}

/** GET /api/webhook-deliveries: a page of the account's deliveries, newest first. */
export interface WebhookDeliveriesPage {
  deliveries: WebhookDelivery[];
  totalRecords: number;
  startPosition: number;
}

/** A Connect configuration as the page lists it (to send it a test event). */
export interface ConnectConfigurationSummary {
  connectId: string;
  name: string;
  urlToPublishTo: string;
  events: string[];
  disabled: boolean;
}

/** An account HMAC key: the secret in clear only in the answer that creates it, else masked. */
export interface HmacKey {
  keyId: string;
  secret: string;
  createdDateTime: string;
}

/** Deliveries per page, at most. */
export const MAX_DELIVERIES_PAGE = 100;
/** A Connect configuration's id: a number. */
export const CONNECT_ID_PATTERN = '^[0-9]{1,20}$';
