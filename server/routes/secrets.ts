import { resolveAccountId } from './account';
import { requireBearer, requiredToken } from '../http/bearer';
import type { RoutePlugin } from '../routeDeps';
import { accountQuery, guid, type AccountQuery } from './schemas';

interface SecretQuery extends AccountQuery {
  integrationKeyId: string;
  secretId: string;
}

/** POST and DELETE /api/secrets: client secrets of an integration key. */
export const secretRoutes: RoutePlugin = async (app, { platform }) => {
  app.post<{ Body: { integrationKeyId: string }; Querystring: AccountQuery }>(
    '/api/secrets',
    {
      preValidation: requireBearer,
      schema: {
        querystring: accountQuery,
        body: {
          type: 'object',
          required: ['integrationKeyId'],
          properties: { integrationKeyId: guid },
        },
      },
    },
    async (request, reply) => {
      const token = requiredToken(request);
      const accountId = await resolveAccountId(platform, token, request.query.accountId);
      const secret = await platform.createSecret(token, accountId, request.body.integrationKeyId);
      return reply.code(201).send(secret);
    },
  );

  app.delete<{ Querystring: SecretQuery }>(
    '/api/secrets',
    {
      preValidation: requireBearer,
      schema: {
        querystring: {
          type: 'object',
          required: ['integrationKeyId', 'secretId'],
          properties: { ...accountQuery.properties, integrationKeyId: guid, secretId: guid },
        },
      },
    },
    async (request, reply) => {
      const token = requiredToken(request);
      const { integrationKeyId, secretId } = request.query;
      const accountId = await resolveAccountId(platform, token, request.query.accountId);
      await platform.deleteSecret(token, accountId, integrationKeyId, secretId);
      return reply.code(204).send();
    },
  );
};
