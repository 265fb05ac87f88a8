import { resolveAccountId } from './account';
import { requireBearer, requiredToken } from '../http/bearer';
import type { RoutePlugin } from '../routeDeps';
import { accountQuery, guid, type AccountQuery } from './schemas';

interface KeyQuery extends AccountQuery {
  integrationKeyId: string;
  keyId: string;
}

/**
 * POST /api/keys: a new RSA key pair on an integration key (its private key in this answer
 * only); DELETE /api/keys: an RSA key pair of an integration key.
 */
export const keyRoutes: RoutePlugin = async (app, { platform }) => {
  app.post<{ Querystring: AccountQuery; Body: { integrationKeyId: string } }>(
    '/api/keys',
    {
      preValidation: requireBearer,
      schema: {
        querystring: accountQuery,
        body: {
          type: 'object',
          required: ['integrationKeyId'],
          additionalProperties: false,
          properties: { integrationKeyId: guid },
        },
      },
    },
    async (request, reply) => {
      const token = requiredToken(request);
      const accountId = await resolveAccountId(platform, token, request.query.accountId);
      const key = await platform.createKey(token, accountId, request.body.integrationKeyId);
      return reply.code(201).send(key);
    },
  );

  app.delete<{ Querystring: KeyQuery }>(
    '/api/keys',
    {
      preValidation: requireBearer,
      schema: {
        querystring: {
          type: 'object',
          required: ['integrationKeyId', 'keyId'],
          properties: { ...accountQuery.properties, integrationKeyId: guid, keyId: guid },
        },
      },
    },
    async (request, reply) => {
      const token = requiredToken(request);
      const { integrationKeyId, keyId } = request.query;
      const accountId = await resolveAccountId(platform, token, request.query.accountId);
      await platform.deleteKey(token, accountId, integrationKeyId, keyId);
      return reply.code(204).send();
    },
  );
};
