/**
 * Site pages that the server names too (a quickstart's return URL, links in answers), so the
 * page's address is written once.
 */

/** The eSignature quickstart: a quickstart's embedded signer comes back here (`?event=`). */
export const QUICKSTART_PATH = '/docs/esign-rest-api/quickstart/';

/** The sandbox inbox: the mails the embedded platform would have sent, for the signed-in user. */
export const SANDBOX_INBOX_PATH = '/tools/sandbox-inbox/';

/** The webhook deliveries: what Connect sent the signed-in user's listeners, with resend. */
export const WEBHOOK_DELIVERIES_PATH = '/tools/webhook-deliveries/';
