import type { NewApplication } from '../platform';
import { resolveAccountId } from './account';
import { requireBearer, requiredToken } from '../http/bearer';
import type { RoutePlugin } from '../routeDeps';
import { accountQuery, guid, type AccountQuery } from './schemas';

const newApplication = {
  type: 'object',
  required: ['name', 'redirect_uris'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    redirect_uris: {
      type: 'array',
      maxItems: 10,
      items: { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 2048 },
    },
    shouldCreateSecretKey: { type: 'boolean', default: false },
    shouldCreateRSAKey: { type: 'boolean', default: false },
  },
} as const;

interface DeleteQuery extends AccountQuery {
  integrationKeyId: string;
}

/** POST, GET and DELETE /api/applications: the integration keys of the user's account. */
export const applicationRoutes: RoutePlugin = async (app, { platform }) => {
  app.post<{ Body: NewApplication; Querystring: AccountQuery }>(
    '/api/applications',
    { preValidation: requireBearer, schema: { body: newApplication, querystring: accountQuery } },
    async (request, reply) => {
      const token = requiredToken(request);
      // docs/behaviour.md §7: the create request has 20 s in all, so the user-info lookup and the
      // create call share one deadline rather than each having its own limit.
      const deadline = AbortSignal.timeout(platform.createApplicationTimeoutMs);
      const accountId = await resolveAccountId(platform, token, request.query.accountId, deadline);
      const created = await platform.createApplication(token, accountId, request.body, deadline);
      return reply.code(201).send(created);
    },
  );

  app.get<{ Querystring: AccountQuery }>(
    '/api/applications',
    { preValidation: requireBearer, schema: { querystring: accountQuery } },
    async (request) => {
      const token = requiredToken(request);
      const accountId = await resolveAccountId(platform, token, request.query.accountId);
      return platform.listApplications(token, accountId);
    },
  );

  app.delete<{ Querystring: DeleteQuery }>(
    '/api/applications',
    {
      preValidation: requireBearer,
      schema: {
        querystring: {
          type: 'object',
          required: ['integrationKeyId'],
          properties: { ...accountQuery.properties, integrationKeyId: guid },
        },
      },
    },
    async (request, reply) => {
      const token = requiredToken(request);
      const accountId = await resolveAccountId(platform, token, request.query.accountId);
      await platform.deleteApplication(token, accountId, request.query.integrationKeyId);
      return reply.code(204).send();
    },
  );
};
