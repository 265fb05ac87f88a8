import { ESIGNATURE } from './intents';

/**
 * How often each operation is used, as a factor on its score: the eSignature core first.
 *
 * Where the order comes from: the calls of the platform's published eSignature code examples,
 * in the order the examples are numbered (1 embedded signing: create envelope and recipient
 * view; 2 signing by email; 3 list envelopes, i.e. listStatusChanges; 4 envelope information;
 * 5 recipients; 6 documents; 7 download a document; 8 create a template; 9 send from a
 * template; 11 embedded sending), which are also the calls this portal's quickstart and its
 * guides make (request a signature, embedded signing, webhooks). Operations no example makes
 * keep 1; so does every operation of the other APIs, whose guides answer their product names.
 */
export const OPERATION_USAGE: readonly (readonly [operationId: string, factor: number])[] = [
  // Every integration: send, sign, follow, download.
  ['Envelopes_PostEnvelopes', 1.6],
  ['Views_PostEnvelopeRecipientView', 1.5],
  ['Envelopes_GetEnvelope', 1.5],
  ['Envelopes_GetEnvelopes', 1.5],
  ['Envelopes_PutEnvelope', 1.45],
  ['Documents_GetDocument', 1.45],
  ['Documents_GetDocuments', 1.4],
  ['Recipients_GetRecipients', 1.4],
  // Most integrations: templates, embedded sending, recipients, webhooks.
  ['Templates_PostTemplates', 1.3],
  ['Templates_GetTemplates', 1.3],
  ['Templates_GetTemplate', 1.25],
  ['Views_PostEnvelopeSenderView', 1.25],
  ['Recipients_PostRecipients', 1.25],
  ['Recipients_PutRecipients', 1.25],
  ['Recipients_DeleteRecipient', 1.2],
  ['ConnectConfigurations_PostConnectConfiguration', 1.25],
  ['AuditEvents_GetAuditEvents', 1.2],
  ['Views_PostEnvelopeCorrectView', 1.15],
  ['Documents_PutDocuments', 1.15],
  ['BulkSend_PostBulkSendRequest', 1.15],
  ['Users_GetUsers', 1.1],
  ['Users_PostUsers', 1.1],
];

/** Every page of an API, by its name: the eSignature API is where most readers start. */
export const API_USAGE: Readonly<Record<string, number>> = {
  [ESIGNATURE]: 1.15,
};

/** The guides most readers follow first, by path. */
export const PAGE_USAGE: Readonly<Record<string, number>> = {
  '/docs/esign-rest-api/how-to/request-a-signature/': 1.3,
  '/docs/esign-rest-api/how-to/embedded-signing/': 1.3,
  '/platform/auth/': 1.2,
  '/token-generator/': 1.2,
  '/docs/esign-rest-api/quickstart/': 1.2,
};
