import type { FastifyReply } from 'fastify';
import { cspSource } from '@developer-center/http';
import { htmlDocument, pageHeaders } from '../../http/page';
import { assetsPath } from '../assets';

/** A signing page: self-contained, its styles and scripts from this origin only. */
export function signingPage(options: {
  prefix: string;
  title: string;
  body: string;
  /** The ceremony's module; the other pages need no script. */
  script?: string;
}): string {
  const assets = assetsPath(options.prefix);
  const script = options.script
    ? `\n<script type="module" src="${assets}/${options.script}"></script>`
    : '';
  const html = htmlDocument({
    lang: 'en',
    title: `${options.title} | Sandbox signing`,
    head: `<link rel="stylesheet" href="${assets}/signing.css">${script}`,
    body: `\n${options.body}\n`,
  });
  return `${html}\n`;
}

/**
 * Sends a signing page with a strict policy: scripts, styles, fonts and fetches from this
 * origin only (pdf.js's WebAssembly decoders allowed to compile), no inline script or style,
 * no referrer (the first address held a one-time token). The app that asked for the view (its
 * return URL's origin) may frame the page and receive its forms' redirects; nobody else may.
 */
export function sendSigningPage(
  reply: FastifyReply,
  status: number,
  html: string,
  returnUrl?: string | null,
) {
  // The parsed origin only (scheme, host, port): nothing of the URL's text enters the policy.
  const app = cspSource(returnUrl);
  const allowed = app ? `'self' ${app}` : "'self'";
  reply.removeHeader('x-frame-options');
  return pageHeaders(reply, status)
    .header(
      'content-security-policy',
      [
        "default-src 'none'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "style-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        `form-action ${allowed}`,
        `frame-ancestors ${allowed}`,
        "base-uri 'none'",
      ].join('; '),
    )
    .send(html);
}
