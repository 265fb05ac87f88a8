import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestScheme } from '@developer-center/http';
import { SESSION_TTL_MS } from './sessions';

/**
 * The signing session's secret lives in an HttpOnly cookie scoped to that session's own path
 * (`{mount}/signing/s/{id}`), so two ceremonies open in one browser keep apart, no script
 * reads it, and after the first load no URL carries a secret. SameSite=Lax: the link usually
 * comes from another site (the developer's app), and Lax still keeps it off cross-site POSTs.
 */
export const SESSION_COOKIE = 'sandbox_signing';

export const sessionPath = (prefix: string, id: string) => `${prefix}/signing/s/${id}`;

function cookie(request: FastifyRequest, path: string, value: string, maxAgeSeconds: number) {
  const secure = requestScheme(request) === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  secret: string,
) {
  reply.header('set-cookie', cookie(request, path, secret, SESSION_TTL_MS / 1000));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, path: string) {
  reply.header('set-cookie', cookie(request, path, '', 0));
}

/** The session secret the browser sent, if any (only the cookie of this path reaches it). */
export function sessionSecret(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
