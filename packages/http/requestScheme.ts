import type { TLSSocket } from 'node:tls';
import type { FastifyRequest } from 'fastify';

/**
 * The scheme a request came with: `https` or `http`, nothing else. Fastify takes a trusted
 * proxy's X-Forwarded-Proto as it is, so `http://evil.example/?` would become the scheme of every
 * link; any value but http or https is ignored for the connection's own scheme.
 */
export function requestScheme(request: FastifyRequest): 'http' | 'https' {
  const forwarded = String(request.protocol ?? '')
    .trim()
    .toLowerCase();
  if (forwarded === 'http' || forwarded === 'https') return forwarded;
  return (request.raw.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http';
}
