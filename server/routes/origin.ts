import type { FastifyRequest } from 'fastify';

/**
 * The site's origin as the browser sees it (protocol and host of the request; behind a proxy,
 * from X-Forwarded-* when TRUST_PROXY is on). OAuth redirect URIs are built from it.
 */
export function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
