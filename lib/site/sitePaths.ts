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

/**
 * The platform's error codes, one section each (generated from lib/platform/errorCodes): the
 * search vocabulary sends error questions ("401", "why is my token invalid") here.
 */
export const ERROR_CODES_PATH = '/platform/error-codes/';

/**
 * Site paths with no page of their own, each led to the page that answers it (docs/behaviour.md
 * §2.3) by a small redirect page like the docs aliases: `/tools/` is the folder of every tool
 * and what a reader gets by cutting a tool's URL back, while the header's Tools link names
 * `/tools/overview/`.
 */
export const SITE_ALIASES: readonly { from: string; to: string }[] = [
  { from: '/tools/', to: '/tools/overview/' },
];
