import { escapeHtml } from '../../../../lib/htmlText';
import { signingPage } from './layout';

/** A page that says how a link or session ended, with a way back when there is one. */
export function messagePage(
  prefix: string,
  title: string,
  message: string,
  back?: { href: string; text: string },
): string {
  const link = back
    ? `<p><a class="button" href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>`
    : '';
  return signingPage({
    prefix,
    title,
    body: `<main class="message">
<p class="brand">Developer Sandbox · Signing</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link}
</main>`,
  });
}

/** What a mailed signer reads when a session ends, by its event (no app to return to). */
export const DONE_MESSAGES: Record<string, [string, string]> = {
  signing_complete: [
    'You are done',
    'You signed the documents. The sender is told, and everyone gets the completed documents once all have signed.',
  ],
  decline: ['You declined to sign', 'The sender is told, with your reason.'],
  cancel: [
    'You can finish later',
    'Nothing was signed. Open the link in your email again when you are ready.',
  ],
  session_timeout: [
    'Your session timed out',
    'Nothing was signed. Open the link in your email again to sign.',
  ],
};
