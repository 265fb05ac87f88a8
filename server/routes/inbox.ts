import { INBOX_MAX_PAGE_SIZE } from '../../lib/inbox/contract';
import { requireBearer, requiredToken } from '../http/bearer';
import type { RoutePlugin } from '../routeDeps';
import { resolveAccountId } from './account';
import { accountQuery, type AccountQuery } from './schemas';

interface InboxQuerystring extends AccountQuery {
  start_position?: number;
  count?: number;
}

/**
 * GET /api/inbox?accountId=&start_position=&count=: the signed-in user's sandbox inbox (the
 * mails the embedded platform would have sent for the account's envelopes), from the
 * platform's management API, which decides who may read it (the account's members).
 */
export const inboxRoutes: RoutePlugin = async (app, { platform }) => {
  app.get<{ Querystring: InboxQuerystring }>(
    '/api/inbox',
    {
      preValidation: requireBearer,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...accountQuery.properties,
            start_position: { type: 'integer', minimum: 0, maximum: 999_999 },
            count: { type: 'integer', minimum: 1, maximum: INBOX_MAX_PAGE_SIZE },
          },
        },
      },
    },
    async (request) => {
      const token = requiredToken(request);
      const accountId = await resolveAccountId(platform, token, request.query.accountId);
      return platform.inbox(token, accountId, {
        startPosition: request.query.start_position,
        count: request.query.count,
      });
    },
  );
};
