import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestScheme } from '@developer-center/http';
import type { SandboxDb } from '../store/db';
import { sessionSecret } from './cookie';
import { findSession, isLive, type SessionRow } from './sessions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type SessionParams = { id: string };

/** Why a request has no live session: none in this browser, ended, or timed out. */
export type SessionProblem = 'missing' | 'ended' | 'expired';

/** The live session a request's path and cookie name, or why there is none. */
export async function sessionOf(
  db: SandboxDb,
  request: FastifyRequest<{ Params: SessionParams }>,
  now: number,
): Promise<{ session: SessionRow } | { problem: SessionProblem; session?: SessionRow }> {
  const { id } = request.params;
  const session = UUID.test(id) ? await findSession(db, id, sessionSecret(request)) : undefined;
  if (!session) return { problem: 'missing' };
  if (session.ended_at !== null) return { problem: 'ended', session };
  if (!isLive(session, now)) return { problem: 'expired', session };
  return { session };
}

/**
 * A state-changing request must come from the ceremony's own page: JSON (a cross-site form
 * cannot send it without asking first) from this origin when the browser names one. The
 * SameSite cookie already stays off cross-site posts; this holds where it would not.
 */
export function refuseForeignPost(
  request: FastifyRequest,
  reply: FastifyReply,
  json: boolean,
): boolean {
  const origin = request.headers.origin;
  const own = `${requestScheme(request)}://${request.host}`;
  if (origin !== undefined && origin !== own) {
    reply
      .code(403)
      .send({ errorCode: 'FORBIDDEN_ORIGIN', message: 'Cross-site requests are refused.' });
    return true;
  }
  if (json && !String(request.headers['content-type'] ?? '').startsWith('application/json')) {
    reply.code(415).send({
      errorCode: 'INVALID_CONTENT_TYPE',
      message: 'Send the request as application/json.',
    });
    return true;
  }
  return false;
}
