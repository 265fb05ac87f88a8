import type { InboxPage } from '../../lib/inbox/contract';
import { ESIGNATURE_BASE_PATH, underBaseUri } from '../../lib/platform/baseUri';
import type { HmacKey, WebhookDeliveriesPage, WebhookDelivery } from '../../lib/webhooks/contract';
import type { UsageReport } from '../../lib/usage/contract';
import { platformDownload, platformRequest } from './request';
import type {
  ApplicationChanges,
  ConnectConfigurationAnswer,
  EnvelopeAnswer,
  NewApplication,
  PlatformAccountSettings,
  PlatformApplication,
  PlatformRsaKey,
  PlatformSecret,
  PlatformToken,
  PlatformUserInfo,
} from './types';

/**
 * Creating an integration key may take long on the platform (docs/behaviour.md §7: 20 s). The limit
 * is for the whole POST /api/applications request, not only the create call: the route shares
 * one deadline between its platform calls (routes/applications.ts).
 */
export const CREATE_APPLICATION_TIMEOUT_MS = 20_000;

export interface PlatformClientOptions {
  /** The platform's base URL; a function because the embedded sandbox's port is known late. */
  baseUrl: () => string;
  timeoutMs: number;
  /** The create request's overall limit; CREATE_APPLICATION_TIMEOUT_MS unless a test shortens it. */
  createApplicationTimeoutMs?: number;
  /** The portal's own OAuth client. */
  clientId: string;
  clientSecret: string;
}

/** Client credentials for the token endpoint (HTTP Basic, RFC 6749 section 2.3.1). */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier?: string;
  /** Defaults to the portal's own client. */
  client?: ClientCredentials;
}

function basic({ clientId, clientSecret }: ClientCredentials) {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/** The period and key of a usage report; absent fields take the platform's defaults. */
export interface UsageQuery {
  from?: string;
  to?: string;
  integrationKey?: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An account's envelopes in the eSignature REST API under the account's base_uri. */
const envelopesUrl = (baseUri: string, accountId: string) =>
  `${underBaseUri(baseUri, ESIGNATURE_BASE_PATH)}/v2.1/accounts/${encodeURIComponent(accountId)}/envelopes`;

/** One envelope's address. */
const envelopeUrl = (baseUri: string, accountId: string, envelopeId: string) =>
  `${envelopesUrl(baseUri, accountId)}/${encodeURIComponent(envelopeId)}`;

/** The typed HTTP client of the platform: the same code for the sandbox and the real one. */
export function createPlatformClient(options: PlatformClientOptions) {
  const { timeoutMs } = options;
  const createApplicationTimeoutMs =
    options.createApplicationTimeoutMs ?? CREATE_APPLICATION_TIMEOUT_MS;
  const url = (path: string) => `${options.baseUrl()}${path}`;
  const accountPath = (accountId: string) =>
    `/management/v1/accounts/${encodeURIComponent(accountId)}`;
  const connectPath = (accountId: string) => `${accountPath(accountId)}/connect`;
  const applicationPath = (accountId: string, clientId: string) =>
    `${accountPath(accountId)}/applications/${encodeURIComponent(clientId)}`;
  const portal = { clientId: options.clientId, clientSecret: options.clientSecret };

  return {
    baseUrl: options.baseUrl,
    clientId: options.clientId,
    createApplicationTimeoutMs,

    /** `deadline` may end the call before its own time limit (a route's shared deadline). */
    userInfo: (token: string, deadline?: AbortSignal) =>
      platformRequest<PlatformUserInfo>({
        method: 'GET',
        url: url('/oauth/userinfo'),
        headers: bearer(token),
        timeoutMs,
        signal: deadline,
      }),

    accountSettings: (token: string, accountId: string) =>
      platformRequest<PlatformAccountSettings>({
        method: 'GET',
        url: url(`${accountPath(accountId)}/settings`),
        headers: bearer(token),
        timeoutMs,
      }),

    /** The embedded platform's inbox: the mails it would have sent for the account. */
    inbox: (token: string, accountId: string, page: { startPosition?: number; count?: number }) => {
      const query = new URLSearchParams();
      if (page.startPosition !== undefined) query.set('start_position', String(page.startPosition));
      if (page.count !== undefined) query.set('count', String(page.count));
      const search = query.size > 0 ? `?${query}` : '';
      return platformRequest<InboxPage>({
        method: 'GET',
        url: url(`${accountPath(accountId)}/inbox${search}`),
        headers: bearer(token),
        timeoutMs,
      });
    },

    listApplications: (token: string, accountId: string) =>
      platformRequest<{ applications: PlatformApplication[] }>({
        method: 'GET',
        url: url(`${accountPath(accountId)}/applications`),
        headers: bearer(token),
        timeoutMs,
      }),

    /**
     * Not limited by timeoutMs: creating may take long, so only the create limit applies, through
     * the route's deadline (pass it: it also counts the time spent before this call).
     */
    createApplication: (
      token: string,
      accountId: string,
      application: NewApplication,
      deadline?: AbortSignal,
    ) =>
      platformRequest<PlatformApplication>({
        method: 'POST',
        url: url(`${accountPath(accountId)}/applications`),
        headers: bearer(token),
        json: application,
        timeoutMs: createApplicationTimeoutMs,
        signal: deadline,
      }),

    /** A key's new name or redirect URIs; answers the key as listed (secrets masked). */
    updateApplication: (
      token: string,
      accountId: string,
      clientId: string,
      changes: ApplicationChanges,
    ) =>
      platformRequest<PlatformApplication>({
        method: 'PUT',
        url: url(applicationPath(accountId, clientId)),
        headers: bearer(token),
        json: changes,
        timeoutMs,
      }),

    deleteApplication: (token: string, accountId: string, clientId: string) =>
      platformRequest<void>({
        method: 'DELETE',
        url: url(applicationPath(accountId, clientId)),
        headers: bearer(token),
        timeoutMs,
      }),

    createSecret: (token: string, accountId: string, clientId: string) =>
      platformRequest<PlatformSecret>({
        method: 'POST',
        url: url(`${applicationPath(accountId, clientId)}/secrets`),
        headers: bearer(token),
        timeoutMs,
      }),

    deleteSecret: (token: string, accountId: string, clientId: string, secretId: string) =>
      platformRequest<void>({
        method: 'DELETE',
        url: url(`${applicationPath(accountId, clientId)}/secrets/${encodeURIComponent(secretId)}`),
        headers: bearer(token),
        timeoutMs,
      }),

    /** A new RSA key pair on an existing key; its private key only in this answer. */
    createKey: (token: string, accountId: string, clientId: string) =>
      platformRequest<PlatformRsaKey>({
        method: 'POST',
        url: url(`${applicationPath(accountId, clientId)}/keys`),
        headers: bearer(token),
        timeoutMs,
      }),

    deleteKey: (token: string, accountId: string, clientId: string, keyId: string) =>
      platformRequest<void>({
        method: 'DELETE',
        url: url(`${applicationPath(accountId, clientId)}/keys/${encodeURIComponent(keyId)}`),
        headers: bearer(token),
        timeoutMs,
      }),

    /** The account's Connect deliveries, newest first, with their attempts (management API). */
    listDeliveries: (
      token: string,
      accountId: string,
      page: { count: number; startPosition: number },
    ) =>
      platformRequest<WebhookDeliveriesPage>({
        method: 'GET',
        url: url(
          `${connectPath(accountId)}/deliveries?count=${page.count}&start_position=${page.startPosition}`,
        ),
        headers: bearer(token),
        timeoutMs,
      }),

    /** One more attempt at a delivery, now. */
    resendDelivery: (token: string, accountId: string, deliveryId: string) =>
      platformRequest<WebhookDelivery>({
        method: 'POST',
        url: url(`${connectPath(accountId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`),
        headers: bearer(token),
        timeoutMs,
      }),

    /** A test message to a Connect configuration's listener. */
    sendTestEvent: (token: string, accountId: string, connectId: string) =>
      platformRequest<WebhookDelivery>({
        method: 'POST',
        url: url(`${connectPath(accountId)}/configurations/${encodeURIComponent(connectId)}/test`),
        headers: bearer(token),
        timeoutMs,
      }),

    listHmacKeys: (token: string, accountId: string) =>
      platformRequest<{ hmacKeys: HmacKey[] }>({
        method: 'GET',
        url: url(`${connectPath(accountId)}/hmac-keys`),
        headers: bearer(token),
        timeoutMs,
      }),

    /** A new HMAC key: its secret is in this answer only. */
    createHmacKey: (token: string, accountId: string) =>
      platformRequest<HmacKey>({
        method: 'POST',
        url: url(`${connectPath(accountId)}/hmac-keys`),
        headers: bearer(token),
        timeoutMs,
      }),

    deleteHmacKey: (token: string, accountId: string, keyId: string) =>
      platformRequest<void>({
        method: 'DELETE',
        url: url(`${connectPath(accountId)}/hmac-keys/${encodeURIComponent(keyId)}`),
        headers: bearer(token),
        timeoutMs,
      }),

    /**
     * The account's Connect configurations, through the eSignature REST API at the account's
     * base_uri (as an integration lists them: GET /v2.1/accounts/{accountId}/connect).
     */
    listConnectConfigurations: (token: string, baseUri: string, accountId: string) =>
      platformRequest<{ configurations?: ConnectConfigurationAnswer[] }>({
        method: 'GET',
        url: `${underBaseUri(baseUri, ESIGNATURE_BASE_PATH)}/v2.1/accounts/${encodeURIComponent(accountId)}/connect`,
        headers: bearer(token),
        timeoutMs,
      }),

    /** One envelope, through the eSignature REST API at the account's base_uri. */
    envelope: (token: string, baseUri: string, accountId: string, envelopeId: string) =>
      platformRequest<EnvelopeAnswer>({
        method: 'GET',
        url: envelopeUrl(baseUri, accountId, envelopeId),
        headers: bearer(token),
        timeoutMs,
      }),

    /**
     * The account's envelopes whose status changed since `fromDate`, newest first
     * (listStatusChanges: GET /v2.1/accounts/{accountId}/envelopes).
     */
    envelopesChanged: (
      token: string,
      baseUri: string,
      accountId: string,
      query: { fromDate: string; status: string; count: number },
    ) =>
      platformRequest<{ envelopes?: EnvelopeAnswer[] }>({
        method: 'GET',
        url: `${envelopesUrl(baseUri, accountId)}?${new URLSearchParams({
          from_date: query.fromDate,
          status: query.status,
          count: String(query.count),
          order_by: 'last_modified',
          order: 'desc',
        })}`,
        headers: bearer(token),
        timeoutMs,
      }),

    /** An envelope's documents as one PDF (`documents/combined`), with what was signed on them. */
    combinedDocument: (token: string, baseUri: string, accountId: string, envelopeId: string) =>
      platformDownload({
        method: 'GET',
        url: `${envelopeUrl(baseUri, accountId, envelopeId)}/documents/combined`,
        headers: { ...bearer(token), accept: 'application/pdf' },
        timeoutMs,
      }),

    /** The account's recorded API calls (the usage center): the caller's own, or all for an admin. */
    usage: (token: string, accountId: string, query: UsageQuery) =>
      platformRequest<UsageReport>({
        method: 'GET',
        url: url(`${accountPath(accountId)}/usage?${new URLSearchParams({ ...query })}`),
        headers: bearer(token),
        timeoutMs,
      }),

    /** Authorization-code grant at the token endpoint, with PKCE when a verifier is given. */
    exchangeCode: ({ code, redirectUri, codeVerifier, client = portal }: CodeExchange) =>
      platformRequest<PlatformToken>({
        method: 'POST',
        url: url('/oauth/token'),
        headers: { authorization: basic(client) },
        form: {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
        },
        timeoutMs,
      }),

    revokeToken: (token: string) =>
      platformRequest<void>({
        method: 'POST',
        url: url('/oauth/revoke'),
        headers: { authorization: basic(portal) },
        form: { token },
        timeoutMs,
      }),
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
