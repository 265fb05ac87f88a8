import type { FastifyReply } from 'fastify';
import { webLocation } from '@developer-center/http';
import { text } from '../esignature/call';
import { safeEqual, sha256 } from '../store/hashing';
import { sandboxPage, sendPage } from './page';

/*
 * The pages a link the platform hands out leads to (a clickwrap's agreementUrl, a web form's
 * formUrl): the address carries a one-time token whose hash the resource keeps, and the page's
 * action ends at the sender's returnUrl.
 */

/** The page of a link whose resource or token is not (or no longer) found: `what` names it. */
export const invalidLinkPage = (what: string) =>
  sandboxPage(
    'Link not valid',
    `<h1>This ${what} link is not valid</h1><p class="note">Ask for a new one.</p>`,
  );

/** Whether the address's token is the one whose hash the resource's body keeps (`tokenHash`). */
export const linkTokenMatches = (token: unknown, body: Record<string, unknown>) =>
  typeof token === 'string' && safeEqual(sha256(token), text(body.tokenHash));

/**
 * After the page's action: to the sender's `returnUrl` when it is a web address, else `page`.
 * The redirect is never stored, as the address it leaves held the token.
 */
export function sendLinkDone(
  reply: FastifyReply,
  returnUrl: unknown,
  page: string,
  options?: Parameters<typeof sendPage>[3],
) {
  const returnTo = webLocation(text(returnUrl));
  if (returnTo) return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  return sendPage(reply, 200, page, options);
}
