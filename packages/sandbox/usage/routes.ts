import type { FastifyInstance } from 'fastify';
import { usagePeriod, type UsageReport } from '../../../lib/usage/contract';
import type { SandboxContext } from '../context';
import { liveAccessToken, sendInvalidToken } from '../http/bearer';
import { usageLimits } from '../limits/usageLimits';
import { accountAccess } from '../management/accountAccess';
import { usageOf } from './usageStore';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface UsageQuery {
  from?: string;
  to?: string;
  integrationKey?: string;
}

/**
 * GET /management/v1/accounts/{accountId}/usage?from=&to=&integrationKey=: the account's recorded
 * API calls per day, key, operation and status. Any member may ask (the management API's access
 * rule, without the administrator requirement): an administrator sees every call of the account,
 * a member only the calls made with their own tokens. Never another account's.
 */
export function registerUsageRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get<{ Params: { accountId: string }; Querystring: UsageQuery }>(
    '/management/v1/accounts/:accountId/usage',
    async (request, reply) => {
      const membership = await accountAccess(context, request, reply, false);
      if (!membership) return reply;
      const invalid = (message: string) =>
        reply.code(400).send({ errorCode: 'INVALID_REQUEST_PARAMETER', message });
      const { integrationKey } = request.query;
      for (const field of ['from', 'to', 'integrationKey'] as const) {
        if (request.query[field] !== undefined && typeof request.query[field] !== 'string') {
          return invalid(`${field} must be given once`);
        }
      }
      if (integrationKey !== undefined && !GUID.test(integrationKey)) {
        return invalid('integrationKey must be a GUID');
      }
      const period = usagePeriod(request.query);
      if ('field' in period) return invalid(period.message);
      const scope = membership.is_admin === 1 ? 'account' : 'user';
      // The token accountAccess accepted; gone since (revoked this instant): no report at all.
      const caller = await liveAccessToken(context.db, request);
      if (!caller) return sendInvalidToken(reply);
      const { accountId } = request.params;
      const rows = await usageOf(context.db, {
        accountId,
        ...period,
        userId: scope === 'user' ? caller.user_id : undefined,
        clientId: integrationKey?.toLowerCase(),
      });
      const report: UsageReport = {
        accountId,
        ...period,
        scope,
        rows,
        // Now, whatever the period: how close the account and its keys are to the API limits.
        limits: await usageLimits(
          context.db,
          context.apiLimits,
          accountId,
          rows,
          scope === 'account',
        ),
      };
      return reply.header('cache-control', 'no-store').send(report);
    },
  );
}
