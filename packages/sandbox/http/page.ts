import type { FastifyReply } from 'fastify';
import { cspSource } from '@developer-center/http';
import { escapeHtml } from '../../../lib/htmlText';

/**
 * The platform's page frame: one card, `width` pixels at most, centred on a tinted page, with
 * its brand line and title. A page's own rules follow it.
 */
export const frameStyle = (width: number) => `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1fb;color:#1f1a2e}
  main{width:100%;max-width:${width}px;margin:24px;padding:32px;background:#fff;border-radius:12px;
    box-shadow:0 8px 24px rgba(38,20,84,.12)}
  .brand{font-weight:700;color:#4c00ff;letter-spacing:.02em;margin:0 0 4px}
  h1{font-size:1.5rem;margin:0 0 8px}`;

const STYLE = `${frameStyle(640)}
  .document{max-height:50vh;overflow:auto;margin:16px 0;padding:16px;border:1px solid #d9d4e8;border-radius:8px;white-space:pre-wrap}
  button{margin-top:16px;padding:12px 20px;font-size:1rem;font-weight:600;color:#fff;background:#4c00ff;border:0;border-radius:6px;cursor:pointer}
  button:hover{background:#3a00c4}
  button:focus-visible,a:focus-visible{outline:3px solid #a98bff;outline-offset:2px}
  .note{color:#5b5670;font-size:.95rem}
`;

/**
 * A self-contained page of the platform (inline styles, no script): sign-in, consent and message
 * pages. `style` replaces the default look; `brand` heads the page (none when empty).
 */
export function sandboxPage(
  title: string,
  body: string,
  options: { style?: string; brand?: string } = {},
): string {
  const brand = options.brand ?? 'Sandbox platform';
  return htmlDocument({
    lang: 'en-US',
    title,
    head: `<style>${options.style ?? STYLE}</style>`,
    body: `<main>${brand ? `<p class="brand">${escapeHtml(brand)}</p>` : ''}${body}</main>`,
  });
}

/**
 * The document every page of the sandbox is (platform pages and signing pages): sized for phones
 * and never indexed. `head` follows the title; `title` is escaped, `head` and `body` are HTML.
 */
export function htmlDocument(page: { lang: string; title: string; head: string; body: string }) {
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
${page.head}
</head>
<body>${page.body}</body>
</html>`;
}

/**
 * The headers of every page of the sandbox, before its own policy: HTML, never stored, and no
 * referrer (a page's address may hold a one-time token).
 */
export const pageHeaders = (reply: FastifyReply, status: number) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer');

/**
 * Sends a page with its own strict policy: no script, forms post to this origin (and to
 * `formTarget`'s origin, where a form's answer redirects, as after sign-in). `framed`: pages an
 * integration embeds in its own (a web form) may be framed by any site; others by none.
 */
export function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  options: string | { formTarget?: string; framed?: boolean } = {},
) {
  const { formTarget, framed } = typeof options === 'string' ? { formTarget: options } : options;
  const target = cspSource(formTarget);
  const formTargets = target ? `'self' ${target}` : "'self'";
  pageHeaders(reply, status).header(
    'content-security-policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; frame-ancestors ${framed ? '*' : "'none'"}; base-uri 'none'`,
  );
  if (!framed) reply.header('x-frame-options', 'DENY');
  return reply.send(html);
}
