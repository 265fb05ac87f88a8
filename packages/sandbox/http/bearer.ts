import { bearerToken } from '@developer-center/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDb } from '../store/db';
import { findLiveToken, type TokenRow } from '../store/grants';

/**
 * The live access token the request's bearer token names (the header read by the one rule of
 * @developer-center/http), if any.
 */
export async function liveAccessToken(
  db: SandboxDb,
  request: FastifyRequest,
): Promise<TokenRow | undefined> {
  const token = bearerToken(request);
  return token ? findLiveToken(db, token, 'access') : undefined;
}

/** 403 for a user the platform has suspended (table suspended_users). */
export function sendSuspended(reply: FastifyReply) {
  return reply.code(403).send({
    errorCode: 'USER_LACKS_PERMISSIONS',
    message: 'This user has been suspended and may not use the platform.',
  });
}

/** 401 in the platform's error shape; the API responder (issue #4) answers the same way. */
export function sendInvalidToken(reply: FastifyReply) {
  return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({
    errorCode: 'AUTHORIZATION_INVALID_TOKEN',
    message: 'The access token provided is expired, revoked or malformed.',
  });
}
