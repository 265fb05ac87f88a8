import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { requestScheme } from '@developer-center/http';
import { liveAccessToken, sendInvalidToken, sendSuspended } from '../http/bearer';
import { findUserById, isSuspended, membershipsOf } from '../store/users';

/** GET /oauth/userinfo: the user and the accounts the REST APIs can be called for. */
export function registerUserinfoRoute(app: FastifyInstance, context: SandboxContext): void {
  app.get('/oauth/userinfo', async (request, reply) => {
    const token = await liveAccessToken(context.db, request);
    const user = token && (await findUserById(context.db, token.user_id));
    if (!user) return sendInvalidToken(reply);
    if (await isSuspended(context.db, user.id)) return sendSuspended(reply);
    // An account's base_uri: the platform's own address as the caller reached it; each API
    // lives below it at its registry base path (lib/platform/baseUri.ts: base_uri + "/restapi").
    const baseUri = `${requestScheme(request)}://${request.host}${context.prefix}`;
    return reply.header('cache-control', 'no-store').send({
      sub: user.id,
      name: `${user.given_name} ${user.family_name}`,
      given_name: user.given_name,
      family_name: user.family_name,
      email: user.email,
      created: new Date(user.created).toISOString(),
      accounts: (await membershipsOf(context.db, user.id)).map((membership) => ({
        account_id: membership.account_id,
        is_default: membership.is_default === 1,
        account_name: membership.account_name,
        base_uri: baseUri,
        is_admin: membership.is_admin === 1,
      })),
    });
  });
}
