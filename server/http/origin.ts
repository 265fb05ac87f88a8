import { requestScheme } from '@developer-center/http';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * The site's public origin, the one owner of it: DEVCENTER_SITE_URL when set, and then the only
 * origin of links, redirects, OAuth redirect URIs, Postman's baseUrl, MCP results and mailed
 * links; unset, the request's scheme (http or https only) and host, which the allowed-hosts
 * check has limited to ALLOWED_HOSTS.
 */
export function siteOrigin(request: FastifyRequest, config: Pick<ServerConfig, 'siteUrl'>): string {
  return config.siteUrl ?? `${requestScheme(request)}://${request.host}`;
}

/**
 * Whether a request field that names a site (the explorer's and codeload's `siteUrl`) names this
 * one: the parsed origin is the site's, and the text itself is that origin, alone or followed by
 * a path, so userinfo, a backslash or anything else the URL parser would quietly rewrite
 * (`http://127.0.0.1:9000\@evil.example/`) is refused.
 */
export function isSiteUrl(value: unknown, origin: string): boolean {
  // Printable ASCII only, no backslash: a site's URL as the site writes it.
  if (typeof value !== 'string' || /[^\x21-\x7e]|\\/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '' || url.origin !== origin) return false;
  return value === origin || value.startsWith(`${origin}/`);
}
