import type { ApplicationChanges, NewApplication } from '../platform';
import { HttpError } from '../http/errors';
import { resolveAccountId } from './account';
import { requireBearer, requiredToken } from '../http/bearer';
import type { RoutePlugin } from '../routeDeps';
import { accountQuery, guid, type AccountQuery } from './schemas';

const name = { type: 'string', minLength: 1, maxLength: 100 } as const;
const redirectUris = {
  type: 'array',
  maxItems: 10,
  items: { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 2048 },
} as const;

const newApplication = {
  type: 'object',
  required: ['name', 'redirect_uris'],
  properties: {
    name,
    redirect_uris: redirectUris,
    shouldCreateSecretKey: { type: 'boolean', default: false },
    shouldCreateRSAKey: { type: 'boolean', default: false },
  },
} as const;

/** An edit: the key, and its new name or redirect URIs (at least one; other fields dropped). */
const applicationChanges = {
  type: 'object',
  required: ['integrationKeyId'],
  properties: { integrationKeyId: guid, name, redirect_uris: redirectUris },
} as const;

interface DeleteQuery extends AccountQuery {
  integrationKeyId: string;
}

/**
 * POST, GET, PUT and DELETE /api/applications: the integration keys of the user's account. PUT
 * (JSON `integrationKeyId` with `name` and/or `redirect_uris`) renames a key or replaces its
 * redirect URIs, and answers the key as listed.
 */
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

  app.put<{
    Body: ApplicationChanges & { integrationKeyId: string };
    Querystring: AccountQuery;
  }>(
    '/api/applications',
    {
      preValidation: requireBearer,
      schema: { body: applicationChanges, querystring: accountQuery },
    },
    async (request) => {
      const token = requiredToken(request);
      const { integrationKeyId, ...changes } = request.body;
      if (changes.name === undefined && changes.redirect_uris === undefined) {
        throw new HttpError(400, 'Give name or redirect_uris (or both) to change', {
          field: 'name',
        });
      }
      const accountId = await resolveAccountId(platform, token, request.query.accountId);
      return platform.updateApplication(token, accountId, integrationKeyId, changes);
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
