import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestScheme } from '@developer-center/http';
import { OAUTH_SESSION_TTL_MS } from '../store/oauthSessions';

/**
 * The platform's sign-in session lives in an HttpOnly cookie scoped to its OAuth pages
 * (`{mount}/oauth`): the authorization page, the login and consent forms and the sign-out
 * read it; no API call, script or other page of the site gets it. SameSite=Lax: an
 * authorization request is a top-level navigation from the app (the portal, the token
 * generator), which Lax lets through, while cross-site form posts never carry it.
 */
export const OAUTH_SESSION_COOKIE = 'sandbox_session';

const cookiePath = (prefix: string) => `${prefix}/oauth`;

function cookie(request: FastifyRequest, prefix: string, value: string, maxAgeSeconds: number) {
  const secure = requestScheme(request) === 'https' ? '; Secure' : '';
  return `${OAUTH_SESSION_COOKIE}=${value}; Path=${cookiePath(prefix)}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export function setOAuthSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  prefix: string,
  secret: string,
) {
  reply.header('set-cookie', cookie(request, prefix, secret, OAUTH_SESSION_TTL_MS / 1000));
}

export function clearOAuthSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  prefix: string,
) {
  reply.header('set-cookie', cookie(request, prefix, '', 0));
}

/** The session secret the browser sent, if any. */
export function oauthSessionSecret(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === OAUTH_SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
