import { resolveAccountId } from './account';
import { requireBearer, requiredToken } from '../http/bearer';
import type { RoutePlugin } from '../routeDeps';
import { accountQuery, type AccountQuery } from './schemas';

/** GET /api/user and GET /api/user/settings (docs/behaviour.md §7). */
export const userRoutes: RoutePlugin = async (app, { platform }) => {
  app.get('/api/user', { preValidation: requireBearer }, async (request) =>
    platform.userInfo(requiredToken(request)),
  );

  app.get<{ Querystring: AccountQuery }>(
    '/api/user/settings',
    { preValidation: requireBearer, schema: { querystring: accountQuery } },
    async (request) => {
      const token = requiredToken(request);
      const accountId = await resolveAccountId(platform, token, request.query.accountId);
      return platform.accountSettings(token, accountId);
    },
  );
};
