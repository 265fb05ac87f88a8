import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { liveAccessToken, sendInvalidToken, sendSuspended } from '../http/bearer';
import { isSuspended, membershipIn, type MembershipRow } from '../store/users';

function lacksPermissions(reply: FastifyReply, message: string) {
  return reply.code(403).send({ errorCode: 'USER_LACKS_PERMISSIONS', message });
}

/**
 * The caller's membership in the account of the path, or undefined once a 401/403 has been
 * sent (401 for a dead token, 403 for a suspended user, a stranger to the account, or a
 * member without the administrative rights that writes and key listings need).
 */
export async function accountAccess(
  { db }: SandboxContext,
  request: FastifyRequest<{ Params: { accountId: string } }>,
  reply: FastifyReply,
  needsAdmin: boolean,
): Promise<MembershipRow | undefined> {
  const token = await liveAccessToken(db, request);
  if (!token) {
    sendInvalidToken(reply);
    return undefined;
  }
  if (await isSuspended(db, token.user_id)) {
    sendSuspended(reply);
    return undefined;
  }
  const membership = await membershipIn(db, token.user_id, request.params.accountId);
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
