import type { PlatformErrorCode } from './index';

const REF = '/docs/esign-rest-api/reference';
const CREATE: [string, string] = ['Envelopes: create', `${REF}/envelopes/envelopes/create/`];
const UPDATE: [string, string] = ['Envelopes: update', `${REF}/envelopes/envelopes/update/`];
const GET: [string, string] = ['Envelopes: get', `${REF}/envelopes/envelopes/get/`];
const RECIPIENT_VIEW: [string, string] = [
  'EnvelopeViews: createRecipient',
  `${REF}/envelopes/envelopeviews/createrecipient/`,
];
const AUTH: [string, string] = ['Authentication', '/platform/auth/'];
const CONNECT: [string, string] = ['Webhooks', '/platform/webhooks/'];

/** The `errorCode` of an API answer's body `{ errorCode, message }`, by area. */
export const API_ERROR_CODES: readonly PlatformErrorCode[] = [
  {
    code: 'INVALID_REQUEST_PARAMETER',
    status: 400,
    area: 'Requests',
    meaning:
      'A path or query parameter, or a field of the body, is missing or not valid: a date that is not a date, an id that is not a GUID, a required field left out.',
    fix: 'Read the message: it names the parameter or field. Check it against the parameters of the method on its reference page.',
  },
  {
    code: 'INVALID_REQUEST_BODY',
    status: 400,
    area: 'Requests',
    meaning:
      'The body could not be read: not well-formed JSON, or a document without its content as `documentBase64`.',
    fix: 'Send `Content-Type: application/json` with a well-formed body, and give every document its bytes base64-encoded in `documentBase64`.',
    see: [CREATE],
  },
  {
    code: 'INVALID_CONTENT_TYPE',
    status: 415,
    area: 'Requests',
    meaning: 'A signing session call was sent in another format than JSON.',
    fix: 'Send the request with `Content-Type: application/json`.',
  },
  {
    code: 'NOT_FOUND',
    status: 404,
    area: 'Requests',
    meaning:
      'No operation or resource at that address: a typo in the path, a missing version segment, or an HMAC key, delivery or integration key that does not exist.',
    fix: 'Compare the path with the method’s reference page, including the version (`/v2.1`) and the account id.',
  },
  {
    code: 'INTERNAL_ERROR',
    status: 500,
    area: 'Requests',
    meaning: 'The platform failed to answer the request.',
    fix: 'Retry with exponential backoff. If it keeps failing, report it with the time of the request.',
  },
  {
    code: 'HOURLY_APIINVOCATION_LIMIT_EXCEEDED',
    status: 429,
    area: 'Requests',
    meaning:
      'The account made more API calls this clock hour than its hourly limit (3,000 by default; `X-RateLimit-Limit`), counting every integration key of the account.',
    fix: 'Wait until `X-RateLimit-Reset` (epoch seconds, the top of the next hour); watch `X-RateLimit-Remaining`, cache what you read, and let Connect tell you of status changes instead of polling.',
    see: [['API usage center', '/tools/api-usage-center/'], CONNECT],
  },
  {
    code: 'BURST_APIINVOCATION_LIMIT_EXCEEDED',
    status: 429,
    area: 'Requests',
    meaning:
      'The account made more API calls in 30 seconds than its burst limit (200 in the developer environment; `X-BurstLimit-Limit`).',
    fix: 'Wait the seconds of `Retry-After`, then spread the calls out: watch `X-BurstLimit-Remaining` and send batches (one envelope with several recipients, lists rather than single reads).',
    see: [['API usage center', '/tools/api-usage-center/']],
  },
  {
    code: 'HOURLY_ENVELOPE_POLLING_LIMIT_EXCEEDED',
    status: 400,
    area: 'Envelopes',
    meaning:
      'The integration key read the same envelope’s status again sooner than the polling limit allows (once every 15 minutes). The sandbox checks this only when `SANDBOX_POLLING_INTERVAL_SECONDS` is set.',
    fix: 'Let Connect notify you of status changes, or poll with `listStatusChanges` for many envelopes at once; read one envelope at most once every 15 minutes (`Retry-After` says when).',
    see: [GET, CONNECT],
  },
  {
    code: 'AUTHORIZATION_INVALID_TOKEN',
    status: 401,
    area: 'Authentication and permissions',
    meaning:
      'The access token is expired, revoked or malformed. The answer also carries `WWW-Authenticate: Bearer error="invalid_token"`.',
    fix: 'Get a new access token (a new JWT grant, or the refresh token of an authorization code grant) and send it as `Authorization: Bearer <token>`.',
    see: [AUTH, ['Token generator', '/token-generator/']],
  },
  {
    code: 'USER_LACKS_PERMISSIONS',
    status: 403,
    area: 'Authentication and permissions',
    meaning:
      'The user of the token is not a member of the account in the path, is suspended, or lacks the administrative rights the call needs (Connect configurations, account settings).',
    fix: 'Call with an account id from the user’s userinfo (`/oauth/userinfo`), or ask an administrator of the account to grant the permission.',
    see: [AUTH],
  },
  {
    code: 'FORBIDDEN_ORIGIN',
    status: 403,
    area: 'Authentication and permissions',
    meaning: 'A signing session request came from another site than the signing page.',
    fix: 'Call the signing session only from the signing page itself; open the signing URL instead of calling it from your app.',
  },
  {
    code: 'INTEGRATION_KEY_LIMIT_REACHED',
    status: 400,
    area: 'Authentication and permissions',
    meaning: 'The account already has the most integration keys it may have.',
    fix: 'Delete the integration keys you no longer use, then create the new one.',
    see: [['Integration keys', '/tools/integration-keys/']],
  },
  {
    code: 'ENVELOPE_DOES_NOT_EXIST',
    status: 404,
    area: 'Envelopes',
    meaning: 'No envelope of that id in this account.',
    fix: 'Check the `envelopeId` and that the account id in the path is the account the envelope was created in.',
    see: [GET],
  },
  {
    code: 'ENVELOPE_IS_INCOMPLETE',
    status: 400,
    area: 'Envelopes',
    meaning:
      'The envelope was sent (status `sent`) without documents, without recipients or without an email subject.',
    fix: 'Give the envelope at least one document, one recipient and an `emailSubject` before sending it; or create it as a draft (status `created`) and send it when it is complete.',
    see: [
      CREATE,
      ['Request a signature by email', '/docs/esign-rest-api/how-to/request-a-signature/'],
    ],
  },
  {
    code: 'ENVELOPE_CANNOT_BE_SENT',
    status: 400,
    area: 'Envelopes',
    meaning: 'The envelope is not a draft: it was sent already, or has finished.',
    fix: 'Only a draft (status `created`) can be sent. Get the envelope to read its status.',
    see: [GET, UPDATE],
  },
  {
    code: 'INVALID_ENVELOPE_STATUS',
    status: 400,
    area: 'Envelopes',
    meaning:
      'The request asks for a status the call does not set: create takes `created` or `sent`, update takes `sent` or `voided`.',
    fix: 'Send `status: "sent"` to send, `"created"` for a draft, or `"voided"` with a `voidedReason` to void.',
    see: [CREATE, UPDATE],
  },
  {
    code: 'ENVELOPE_INVALID_STATUS',
    status: 400,
    area: 'Envelopes',
    meaning:
      'The envelope’s status does not allow this change: a completed, declined or voided envelope cannot change, a change for drafts was asked of a sent envelope, or a signing or correct view was asked of an envelope that is not in process.',
    fix: 'Get the envelope’s status first. Correct an envelope in process with the correct view; send a new envelope when one has finished.',
    see: [GET, RECIPIENT_VIEW],
  },
  {
    code: 'ENVELOPE_CANNOT_VOID_INVALID_STATE',
    status: 400,
    area: 'Envelopes',
    meaning: 'Only an envelope in process (sent or delivered) can be voided.',
    fix: 'A draft was never sent, so there is nothing to void; a completed or declined envelope has finished and cannot be voided.',
    see: [UPDATE],
  },
  {
    code: 'TEMPLATE_NOT_FOUND',
    status: 404,
    area: 'Envelopes',
    meaning:
      'No template of that id in this account (a `templateId` of the envelope, or in the path).',
    fix: 'List the account’s templates for their ids; a template shared from another account must be shared with this one.',
    see: [['Templates: list', `${REF}/templates/templates/list/`]],
  },
  {
    code: 'DOCUMENT_DOES_NOT_EXIST',
    status: 404,
    area: 'Documents and tabs',
    meaning: 'The envelope or template has no document of that id.',
    fix: 'List the envelope’s documents for their ids, or ask for `combined` to get every document as one PDF.',
    see: [['EnvelopeDocuments: get', `${REF}/envelopes/envelopedocuments/get/`]],
  },
  {
    code: 'DUPLICATE_DOCUMENT_ID',
    status: 400,
    area: 'Documents and tabs',
    meaning: 'Two documents of the envelope have the same `documentId`.',
    fix: 'Give each document its own `documentId` (1, 2, 3…).',
    see: [CREATE],
  },
  {
    code: 'PDF_VALIDATION_FAILED',
    status: 400,
    area: 'Documents and tabs',
    meaning: 'A document sent as a PDF is not a PDF the platform can read.',
    fix: 'Base64-encode the file’s bytes as they are (not a path or a data URL), with `fileExtension: "pdf"`, and check the file opens.',
    see: [CREATE],
  },
  {
    code: 'FORMAT_CONVERSION_ERROR',
    status: 400,
    area: 'Documents and tabs',
    meaning:
      'A document in an image format (PNG, JPEG, GIF, BMP, TIFF) could not be converted: its bytes are not of the format its `fileExtension` names, or it declares more pixels than a scanned page needs.',
    fix: 'Make `fileExtension` match the file, or send the document as a PDF.',
    see: [CREATE],
  },
  {
    code: 'ANCHOR_TAB_STRING_NOT_FOUND',
    status: 400,
    area: 'Documents and tabs',
    meaning: 'The `anchorString` of a tab appears in none of the envelope’s documents.',
    fix: 'Put the anchor text in the document (it may be white, so the signer does not see it), fix its spelling, or set `anchorIgnoreIfNotPresent: "true"` on the tab.',
    see: [CREATE],
  },
  {
    code: 'TAB_REFERS_TO_MISSING_DOCUMENT',
    status: 400,
    area: 'Documents and tabs',
    meaning: 'A tab placed by position names a `documentId` the envelope does not have.',
    fix: 'Give the tab the `documentId` of one of the envelope’s documents, or place it with an `anchorString`.',
    see: [CREATE],
  },
  {
    code: 'DUPLICATE_RECIPIENT_ID',
    status: 400,
    area: 'Recipients and signing',
    meaning:
      'Two recipients have the same `recipientId`, or the envelope has that recipient already.',
    fix: 'Give each recipient its own `recipientId`; update an existing recipient instead of adding it again.',
    see: [['EnvelopeRecipients: update', `${REF}/envelopes/enveloperecipients/update/`]],
  },
  {
    code: 'INVALID_RECIPIENT_ID',
    status: 404,
    area: 'Recipients and signing',
    meaning:
      'The envelope has no recipient of that id (in the path, or for one recipient of an update, in its `errorDetails`).',
    fix: 'List the envelope’s recipients for their ids.',
    see: [['EnvelopeRecipients: list', `${REF}/envelopes/enveloperecipients/list/`]],
  },
  {
    code: 'INVALID_USERNAME_FOR_RECIPIENT',
    status: 400,
    area: 'Recipients and signing',
    meaning: 'A recipient has no name.',
    fix: 'Give every recipient a `name`.',
    see: [CREATE],
  },
  {
    code: 'INVALID_EMAIL_ADDRESS_FOR_RECIPIENT',
    status: 400,
    area: 'Recipients and signing',
    meaning: 'A recipient’s `email` is not an email address.',
    fix: 'Give every recipient a valid `email`; an embedded signer needs one too, with its `clientUserId`.',
    see: [CREATE],
  },
  {
    code: 'RECIPIENT_ALREADY_COMPLETED',
    status: 400,
    area: 'Recipients and signing',
    meaning: 'The recipient has signed or acted already and can no longer be changed or removed.',
    fix: 'Change only recipients who have not acted; to change a finished envelope, send a new one.',
  },
  {
    code: 'UNKNOWN_ENVELOPE_RECIPIENT',
    status: 400,
    area: 'Recipients and signing',
    meaning:
      'The recipient view names no recipient of the envelope: `clientUserId`, `email` and `userName` must be those the recipient was created with.',
    fix: 'Ask for the view with the same `clientUserId`, `email` and `userName` (the recipient’s `name`) as in the envelope.',
    see: [RECIPIENT_VIEW, ['Embedded signing', '/docs/esign-rest-api/how-to/embedded-signing/']],
  },
  {
    code: 'RECIPIENT_NOT_IN_SEQUENCE',
    status: 400,
    area: 'Recipients and signing',
    meaning:
      'The recipient’s turn has not come: recipients with a lower `routingOrder` have not finished.',
    fix: 'Ask for the signing URL when the recipient’s turn comes (a `recipient-sent` webhook says so), or give recipients the same `routingOrder` to sign in parallel.',
    see: [RECIPIENT_VIEW],
  },
  {
    code: 'RECIPIENT_ALREADY_ACTED',
    status: 409,
    area: 'Recipients and signing',
    meaning: 'In the signing ceremony: the recipient has signed or declined already.',
    fix: 'Nothing is left to sign; show the envelope’s status instead.',
  },
  {
    code: 'SIGNING_SESSION_NOT_FOUND',
    status: 403,
    area: 'Recipients and signing',
    meaning: 'The signing session is not open in this browser. A signing URL works once.',
    fix: 'Ask your app for a new signing URL (a new recipient view) and open it at once.',
    see: [RECIPIENT_VIEW],
  },
  {
    code: 'SIGNING_SESSION_ENDED',
    status: 409,
    area: 'Recipients and signing',
    meaning: 'The signing session has ended (signed, declined or left); nothing was changed.',
    fix: 'Ask for a new recipient view if the recipient still has to sign.',
    see: [RECIPIENT_VIEW],
  },
  {
    code: 'SIGNING_SESSION_EXPIRED',
    status: 409,
    area: 'Recipients and signing',
    meaning: 'The signing session timed out; nothing was signed.',
    fix: 'Ask for a new recipient view and let the recipient sign in one sitting.',
    see: [RECIPIENT_VIEW],
  },
  {
    code: 'CONNECT_NOT_FOUND',
    status: 404,
    area: 'Connect webhooks',
    meaning: 'No Connect configuration of that id in this account.',
    fix: 'List the account’s Connect configurations for their ids.',
    see: [['Connect: list', `${REF}/connect/connect/list/`]],
  },
  {
    code: 'CONNECT_CONFIGURATION_LIMIT_REACHED',
    status: 400,
    area: 'Connect webhooks',
    meaning: 'The account has the most Connect configurations it may have.',
    fix: 'Delete a configuration you no longer use, or let one configuration send every event to one listener.',
    see: [CONNECT],
  },
  {
    code: 'HMAC_KEY_LIMIT_REACHED',
    status: 400,
    area: 'Connect webhooks',
    meaning: 'The account has 100 HMAC keys, the most it may have.',
    fix: 'Delete the keys your listeners no longer verify with.',
    see: [CONNECT],
  },
  {
    code: 'DELIVERY_IN_PROGRESS',
    status: 409,
    area: 'Connect webhooks',
    meaning: 'The webhook delivery you asked to resend is being sent right now.',
    fix: 'Wait for the attempt to finish, then resend it if it failed.',
    see: [['Webhook deliveries', '/tools/webhook-deliveries/']],
  },
  {
    code: 'CLICKWRAP_NOT_FOUND',
    status: 404,
    area: 'Click',
    meaning: 'No clickwrap of that id in this account.',
    fix: 'List the account’s clickwraps for their ids, and check the environment (demo or production) it was created in.',
    see: [
      ['ClickWraps: getClickwraps', '/docs/click-api/reference/accounts/clickwraps/getclickwraps/'],
    ],
  },
  {
    code: 'AGREEMENT_NOT_FOUND',
    status: 404,
    area: 'Click',
    meaning: 'No agreement of that id was made with the clickwrap.',
    fix: 'List the clickwrap’s agreements for their ids; an agreement exists only once the user has agreed.',
  },
  {
    code: 'INVALID_ENVIRONMENT',
    status: 400,
    area: 'Click',
    meaning: 'The clickwrap address names an environment the platform does not have.',
    fix: 'Use one of the platform’s host environments, the one the clickwrap was created in (demo while you develop).',
  },
];
