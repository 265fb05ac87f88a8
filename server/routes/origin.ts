import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * The site's public origin: DEVCENTER_SITE_URL when set, never a request header; else the
 * request's protocol and host, which the allowed-hosts check has limited to ALLOWED_HOSTS.
 * OAuth redirect URIs and Postman's baseUrl are built from it.
 */
export function siteOrigin(request: FastifyRequest, config: Pick<ServerConfig, 'siteUrl'>): string {
  return config.siteUrl ?? `${request.protocol}://${request.host}`;
}
