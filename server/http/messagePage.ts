import { asSentence } from '../../lib/sentence';
import { escapeHtml } from '../../lib/htmlText';
import { MESSAGE_PAGE_STYLE } from './messagePageStyle';

/**
 * A small standalone HTML page for server-side outcomes a browser lands on (sign-in errors, the
 * newsletter's confirmation): the site's header, a card with the outcome as a sentence and the
 * way back, in the site's colours (light and dark) from a style of its own, since the server
 * does not know the built site's stylesheet.
 */
export function messagePage(
  title: string,
  message: string,
  link: { href: string; text: string },
  tone: 'success' | 'problem' = 'problem',
) {
  return `<!doctype html>
<html lang="en-US">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Developer Center</title>
<style>${MESSAGE_PAGE_STYLE}</style></head>
<body>
<header class="site-header"><a href="/">Developer Center</a></header>
<main id="main" class="message message--${tone}">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(asSentence(message))}</p>
<p><a class="btn" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>
</main>
</body>
</html>
`;
}
