import { ERROR_CODES_PATH } from '../../site/sitePaths';

/** A page that answers an intent: an operation of an API (its current version), or a site path. */
export type IntentAnswer = { operation: string; api: string } | { page: string };

/**
 * What a reader is trying to do, in the platform's words. A query asks it when it holds every
 * word of one of `asks` (as stems: "sending envelopes" asks "send envelope"); its `answers` then
 * come first, best first, and are indexed under the words of `asks` too, so a text search for
 * "cancel envelope" finds the method that voids one.
 */
export interface Intent {
  id: string;
  asks: readonly string[];
  answers: readonly IntentAnswer[];
  /** Only for a query that says nothing else: a product name answers "Maestro", not "Maestro trigger workflow". */
  whole?: true;
}

export const ESIGNATURE = 'eSignature REST API';
const op = (operation: string, api = ESIGNATURE): IntentAnswer => ({ operation, api });
const page = (path: string): IntentAnswer => ({ page: path });

const REQUEST_SIGNATURE = page('/docs/esign-rest-api/how-to/request-a-signature/');
const EMBEDDED_SIGNING = page('/docs/esign-rest-api/how-to/embedded-signing/');
const AUTH = page('/platform/auth/');
const WEBHOOKS = page('/platform/webhooks/');
const ERROR_CODES = page(ERROR_CODES_PATH);

/**
 * The vocabulary, more specific intents first: when several match equally (as many words),
 * the earlier one's answers come first ("bulk send" before "send envelope").
 */
export const INTENTS: readonly Intent[] = [
  // Sending: an envelope is sent by creating it with status "sent" (or a draft by updating it).
  {
    id: 'bulk-send',
    asks: ['bulk send', 'send in bulk', 'mass send', 'send to many recipients', 'bulk send list'],
    answers: [op('BulkSend_PostBulkSendRequest'), op('BulkSend_PostBulkSendLists')],
  },
  {
    id: 'send-draft',
    asks: ['send draft', 'send draft envelope', 'send existing envelope'],
    answers: [op('Envelopes_PutEnvelope'), op('Envelopes_PostEnvelopes')],
  },
  {
    id: 'request-signature',
    asks: ['request signature', 'signature request', 'request signature email', 'ask sign'],
    answers: [REQUEST_SIGNATURE, op('Envelopes_PostEnvelopes')],
  },
  {
    id: 'send-envelope',
    asks: [
      'send envelope',
      'send document',
      'send signature',
      'send for signing',
      'send from template',
      'envelope from template',
      'get document signed',
    ],
    answers: [op('Envelopes_PostEnvelopes'), REQUEST_SIGNATURE],
  },
  {
    id: 'list-documents',
    asks: [
      'list documents',
      'list documents envelope',
      'envelope documents',
      'documents in envelope',
    ],
    answers: [op('Documents_GetDocuments')],
  },
  // Status: one envelope's (get), or every envelope changed since a date (listStatusChanges).
  {
    id: 'status-changes',
    asks: [
      'status changes',
      'envelopes changed',
      'changed since',
      'list envelopes',
      'search envelopes',
      'find envelopes',
      'poll envelopes',
      'poll status',
    ],
    answers: [op('Envelopes_GetEnvelopes'), op('Envelopes_GetEnvelope')],
  },
  {
    id: 'envelope-status',
    asks: [
      'envelope status',
      'check status',
      'status envelope',
      'track envelope',
      'envelope signed',
      'envelope completed',
      'envelope information',
    ],
    answers: [op('Envelopes_GetEnvelope'), op('Envelopes_GetEnvelopes')],
  },
  // Documents: the signed PDF is a document of the envelope; "combined" is all of them as one.
  {
    id: 'download-document',
    asks: [
      'download document',
      'download signed document',
      'download signed',
      'download pdf',
      'signed pdf',
      'completed pdf',
      'combined pdf',
      'combined document',
      'signed document',
      'completed document',
      'download envelope',
    ],
    answers: [op('Documents_GetDocument'), op('Documents_GetDocuments')],
  },
  {
    id: 'add-document',
    asks: [
      'add document envelope',
      'replace document',
      'attach document',
      'upload document envelope',
    ],
    answers: [op('Documents_PutDocuments')],
  },
  {
    id: 'remove-document',
    asks: ['remove document', 'delete document envelope'],
    answers: [op('Documents_DeleteDocuments')],
  },
  // Voiding: an envelope in process is cancelled by updating it with status "voided".
  {
    id: 'void-envelope',
    asks: [
      'void',
      'void envelope',
      'cancel envelope',
      'cancel signature request',
      'revoke envelope',
      'withdraw envelope',
      'stop envelope',
    ],
    answers: [op('Envelopes_PutEnvelope')],
  },
  {
    id: 'resend-envelope',
    asks: ['resend envelope', 'resend', 'send reminder', 'remind signer'],
    answers: [op('Envelopes_PutEnvelope')],
  },
  // Tabs are the fields a recipient fills in; they are sent with the envelope's recipients.
  {
    id: 'tabs',
    asks: ['tabs', 'add tabs', 'place tabs', 'anchor tabs', 'signature field', 'sign here field'],
    answers: [op('Envelopes_PostEnvelopes'), op('Recipients_PostRecipients')],
    whole: true,
  },
  // Views: a signing URL is a recipient view; embedded sending a sender view.
  {
    id: 'signing-url',
    asks: [
      'signing url',
      'signing link',
      'sign url',
      'recipient view',
      'embed signing',
      'signing session',
      'sign in app',
      'signing ceremony',
    ],
    answers: [op('Views_PostEnvelopeRecipientView'), EMBEDDED_SIGNING],
  },
  {
    id: 'embedded-sending',
    asks: ['embed sending', 'sender view', 'prepare envelope', 'tag documents'],
    answers: [op('Views_PostEnvelopeSenderView')],
  },
  {
    id: 'correct-envelope',
    asks: ['correct envelope', 'correct view', 'edit sent envelope', 'fix sent envelope'],
    answers: [op('Views_PostEnvelopeCorrectView')],
  },
  // Recipients.
  {
    id: 'add-recipient',
    asks: ['add recipient', 'add signer', 'new recipient', 'add cc'],
    answers: [op('Recipients_PostRecipients')],
  },
  {
    id: 'change-recipient',
    asks: [
      'change recipient',
      'change signer',
      'update recipient',
      'update signer',
      'recipient email',
      'signer email',
    ],
    answers: [op('Recipients_PutRecipients')],
  },
  {
    id: 'remove-recipient',
    asks: ['remove recipient', 'delete recipient', 'remove signer', 'delete signer'],
    answers: [op('Recipients_DeleteRecipient')],
  },
  {
    id: 'audit-trail',
    asks: ['audit trail', 'audit log', 'audit events', 'envelope history', 'signing history'],
    answers: [op('AuditEvents_GetAuditEvents')],
  },
  // Webhooks are Connect: a configuration says where the platform posts which events.
  {
    id: 'list-webhooks',
    asks: ['list webhooks', 'list connect', 'list connect configurations'],
    answers: [op('ConnectConfigurations_GetConnectConfigurations')],
  },
  {
    id: 'create-webhook',
    asks: [
      'create webhook',
      'add webhook',
      'register webhook',
      'configure webhook',
      'set up webhook',
      'webhook configuration',
      'connect configuration',
      'create connect',
      'event notification',
    ],
    answers: [op('ConnectConfigurations_PostConnectConfiguration'), WEBHOOKS],
  },
  {
    id: 'retry-webhook',
    asks: ['retry webhook', 'retry connect', 'resend webhook', 'republish', 'failed webhooks'],
    answers: [op('ConnectPublish_PutConnectRetryByEnvelope'), page('/tools/webhook-deliveries/')],
  },
  {
    id: 'webhook-logs',
    asks: ['connect logs', 'webhook logs', 'connect failures', 'webhook failures'],
    answers: [op('ConnectEvents_GetConnectLogs'), page('/tools/webhook-deliveries/')],
  },
  {
    id: 'verify-webhook',
    asks: ['hmac', 'verify webhook', 'webhook signature', 'webhook security'],
    answers: [WEBHOOKS],
  },
  {
    id: 'webhooks',
    asks: ['webhook', 'callback', 'push notification', 'notify signed', 'instead polling'],
    answers: [WEBHOOKS, op('ConnectConfigurations_PostConnectConfiguration')],
  },
  // Errors: a code, a status or a failed token lands on the error codes page.
  {
    id: 'invalid-token',
    asks: ['invalid token', 'token invalid', 'token expired', 'expired token', 'token rejected'],
    answers: [ERROR_CODES, AUTH],
  },
  {
    id: 'error-codes',
    asks: [
      'error code',
      'errorcode',
      'status code',
      '400',
      '401',
      '403',
      '404',
      '409',
      '415',
      'unauthorized',
      'forbidden',
      'bad request',
      'permission denied',
    ],
    answers: [ERROR_CODES],
  },
  // Tokens: the token generator gives one now; the authentication page explains the grants.
  {
    id: 'token',
    asks: ['token', 'access token', 'bearer token', 'oauth token'],
    answers: [page('/token-generator/'), AUTH],
  },
  {
    id: 'oauth',
    asks: [
      'jwt',
      'jwt grant',
      'authorization code',
      'auth code',
      'pkce',
      'oauth',
      'impersonation',
      'consent',
      'base uri',
      'base url',
      'userinfo',
      'account id',
      'refresh token',
      'server server',
    ],
    answers: [AUTH],
  },
  {
    id: 'integration-key',
    asks: ['integration key', 'client id', 'client secret', 'rsa key', 'api key', 'secret key'],
    answers: [page('/tools/integration-keys/'), AUTH],
  },
  {
    id: 'go-live',
    asks: ['go live', 'production', 'go-live review', 'promote production'],
    answers: [page('/platform/go-live/')],
  },
  // Concepts and tools.
  {
    id: 'envelope-concept',
    asks: ['envelope', 'envelope lifecycle', 'envelope statuses', 'routing order'],
    answers: [page('/docs/esign-rest-api/concepts/envelopes/')],
    whole: true,
  },
  {
    id: 'authenticate',
    asks: ['authenticate', 'authenticate api', 'authenticate calls'],
    answers: [page('/docs/esign-rest-api/concepts/authentication/'), AUTH],
  },
  {
    id: 'openapi',
    asks: ['openapi', 'swagger', 'openapi spec', 'api spec', 'api specification', 'download spec'],
    answers: [page('/tools/openapi-files/')],
  },
  {
    id: 'explorer',
    asks: ['try api', 'try it', 'test api', 'call api', 'api call browser'],
    answers: [page('/tools/api-explorer/')],
  },
  // Other APIs: what their readers ask first.
  {
    id: 'maestro-trigger',
    asks: ['trigger workflow', 'start workflow', 'run workflow'],
    answers: [op('WorkflowTrigger_TriggerWorkflow', 'Maestro API')],
  },
  {
    id: 'clickwrap',
    asks: ['clickwrap', 'click wrap', 'click agree', 'terms acceptance'],
    answers: [page('/docs/click-api/reference/accounts/clickwraps/'), page('/docs/click-api/')],
    whole: true,
  },
  {
    id: 'product-connect',
    asks: ['connect', 'connect api', 'connect webhooks'],
    answers: [WEBHOOKS, page('/docs/esign-rest-api/reference/connect/')],
    whole: true,
  },
  // Products: the name alone lands on the API's guide.
  ...(
    [
      ['esignature', '/docs/esign-rest-api/'],
      ['maestro', '/docs/maestro-api/'],
      ['navigator', '/docs/navigator-api/'],
      ['rooms', '/docs/rooms-api/'],
      ['click', '/docs/click-api/'],
      ['web forms', '/docs/web-forms-api/'],
      ['notary', '/docs/notary-api/'],
      ['id evidence', '/docs/idevidence-api/'],
      ['doc gen', '/docs/docgensend-api/'],
      ['document generation', '/docs/docgensend-api/'],
      ['connected fields', '/docs/connected-fields-api/'],
      ['monitor', '/docs/monitor-api/'],
      ['admin', '/docs/admin-api/'],
      ['workspaces', '/docs/workspaces-api/'],
      ['clm', '/docs/clm-api/'],
      ['soap', '/docs/esign-soap-api/'],
      ['apex', '/docs/salesforce/'],
      ['salesforce', '/docs/salesforce/'],
      ['mobile sdk', '/docs/mobile-sdks/'],
    ] as const
  ).flatMap(([name, path]): Intent[] => [
    {
      id: `product-${name.replace(/\s+/g, '-')}`,
      asks: [name, `${name} api`, `${name} rest api`, `${name} guide`, `${name} docs`],
      answers: [page(path)],
      whole: true,
    },
    // "Maestro API reference": the reference's landing page (an API without one answers none).
    {
      id: `reference-${name.replace(/\s+/g, '-')}`,
      asks: [`${name} reference`, `${name} api reference`, `${name} rest api reference`],
      answers: [page(`${path}reference/`)],
      whole: true,
    },
  ]),
];
