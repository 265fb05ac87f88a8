import type { ConnectEventName } from './events';

/** What one event message says; the caller knows the envelope and the listener's configuration. */
export interface ConnectEventInput {
  event: ConnectEventName;
  /** The API version of the configuration's `eventData.version` without "rest": "v2.1". */
  apiVersion?: string;
  accountId: string;
  userId: string;
  envelopeId: string;
  /** For recipient events: the recipient's id in the envelope. */
  recipientId?: string;
  /** The account-level configuration's id (a number on the platform). */
  configurationId: number | string;
  /** The envelope summary, when the configuration's `includeData` asks for it. */
  envelopeSummary?: Record<string, unknown>;
  generatedDateTime: Date | string;
  /** 0 on the first attempt, then the number of earlier attempts. */
  retryCount: number;
  /** The envelope's API path; by default `/restapi/{apiVersion}/accounts/{accountId}/envelopes/{envelopeId}`. */
  uri?: string;
}

/** The JSON SIM message the platform POSTs to a Connect listener. */
export interface ConnectEventMessage {
  event: ConnectEventName;
  apiVersion: string;
  uri: string;
  retryCount: number;
  configurationId: number | string;
  generatedDateTime: string;
  data: {
    accountId: string;
    userId: string;
    envelopeId: string;
    recipientId?: string;
    envelopeSummary?: Record<string, unknown>;
  };
}

/**
 * The message in the platform's JSON SIM format, keys in the platform's order, so that
 * `JSON.stringify` of it is the body a listener gets (and signs over).
 */
export function connectEvent(input: ConnectEventInput): ConnectEventMessage {
  const apiVersion = input.apiVersion ?? 'v2.1';
  const generated = input.generatedDateTime;
  const data: ConnectEventMessage['data'] = {
    accountId: input.accountId,
    userId: input.userId,
    envelopeId: input.envelopeId,
  };
  if (input.recipientId !== undefined) data.recipientId = input.recipientId;
  if (input.envelopeSummary !== undefined) data.envelopeSummary = input.envelopeSummary;
  return {
    event: input.event,
    apiVersion,
    uri:
      input.uri ??
      `/restapi/${apiVersion}/accounts/${input.accountId}/envelopes/${input.envelopeId}`,
    retryCount: input.retryCount,
    configurationId: input.configurationId,
    generatedDateTime: typeof generated === 'string' ? generated : generated.toISOString(),
    data,
  };
}
