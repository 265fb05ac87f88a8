import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDb } from '../store/db';
import { bearerToken, sendInvalidToken } from '../http/bearer';
import { membershipIn, type MembershipRow } from '../store/users';

function lacksPermissions(reply: FastifyReply, message: string) {
  return reply.code(403).send({ errorCode: 'USER_LACKS_PERMISSIONS', message });
}

/**
 * The caller's membership in the account of the path, or undefined once a 401/403 has been
 * sent. Writes and key listings need administrative rights.
 */
export function accountAccess(
  db: SandboxDb,
  request: FastifyRequest<{ Params: { accountId: string } }>,
  reply: FastifyReply,
  needsAdmin: boolean,
): MembershipRow | undefined {
  const token = bearerToken(db, request);
  if (!token) {
    sendInvalidToken(reply);
    return undefined;
  }
  const membership = membershipIn(db, token.user_id, request.params.accountId);
  if (!membership) {
    lacksPermissions(reply, 'This user does not belong to the requested account.');
    return undefined;
  }
  if (needsAdmin && membership.is_admin !== 1) {
    lacksPermissions(reply, 'This user lacks administrative rights on the account.');
    return undefined;
  }
  return membership;
}
