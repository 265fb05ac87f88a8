import { DAY_PATTERN, usagePeriod } from '../../lib/usage/contract';
import { HttpError } from '../http/errors';
import { requireBearer, requiredToken } from '../http/bearer';
import type { RoutePlugin } from '../routeDeps';
import { resolveAccountId } from './account';
import { accountQuery, guid, type AccountQuery } from './schemas';

interface UsageQuerystring extends AccountQuery {
  from?: string;
  to?: string;
  integrationKey?: string;
}

const day = { type: 'string', pattern: DAY_PATTERN } as const;

/**
 * GET /api/usage?from=&to=&integrationKey=&accountId=: the signed-in user's API calls to the
 * platform for the usage center (docs/behaviour.md §2), from the platform's management API,
 * which decides what the user may see (an administrator the account's calls, a member their own).
 */
export const usageRoutes: RoutePlugin = async (app, { platform }) => {
  app.get<{ Querystring: UsageQuerystring }>(
    '/api/usage',
    {
      preValidation: requireBearer,
      schema: {
        querystring: {
          type: 'object',
          properties: { ...accountQuery.properties, from: day, to: day, integrationKey: guid },
        },
      },
    },
    async (request) => {
      const token = requiredToken(request);
      const { from, to, integrationKey } = request.query;
      // Checked here too, so a wrong period never costs a platform call.
      const period = usagePeriod({ from, to });
      if ('field' in period) throw new HttpError(400, period.message, { field: period.field });
      const accountId = await resolveAccountId(platform, token, request.query.accountId);
      return platform.usage(token, accountId, {
        from: period.from,
        to: period.to,
        ...(integrationKey ? { integrationKey } : {}),
      });
    },
  );
};
