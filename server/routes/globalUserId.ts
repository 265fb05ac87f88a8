import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../routeDeps';

/** The visitor's global user id, kept by the browser between visits (docs/behaviour.md §7). */
export const GLOBAL_USER_COOKIE = 'dc_guid';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The id in the signed cookie; undefined when absent, not a UUID v4 or tampered with. */
function rememberedUuid(request: FastifyRequest): string | undefined {
  const raw = request.cookies[GLOBAL_USER_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null || !UUID_V4.test(unsigned.value)) {
    return undefined;
  }
  return unsigned.value.toLowerCase();
}

function rememberUuid(request: FastifyRequest, reply: FastifyReply, uuid: string) {
  // Signed so a visitor cannot pose as another id; HttpOnly because only this route reads it.
  reply.setCookie(GLOBAL_USER_COOKIE, uuid, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  });
}

/**
 * GET /api/global-user-id: the app's default user-id service (GATSBY_USER_ID_SERVICE_URL).
 * Needs no token: the id identifies a browser, not a signed-in user.
 */
export const globalUserIdRoutes: RoutePlugin = async (app) => {
  app.get('/api/global-user-id', async (request, reply) => {
    let userUuid = rememberedUuid(request);
    if (!userUuid) {
      userUuid = randomUUID();
      rememberUuid(request, reply, userUuid);
    }
    reply.header('cache-control', 'no-store');
    return { userUuid };
  });
};
