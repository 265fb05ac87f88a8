import { escapeHtml } from './escapeHtml';

/** A small standalone HTML page for server-side outcomes a browser lands on (sign-in errors). */
export function messagePage(title: string, message: string, link: { href: string; text: string }) {
  return `<!doctype html>
<html lang="en-US">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Developer Center</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>
</body>
</html>
`;
}
