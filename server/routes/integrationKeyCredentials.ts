import { resolveAccountId } from './account';
import { requireBearer, requiredToken } from '../http/bearer';
import type { PlatformClient } from '../platform';
import type { RoutePlugin } from '../routeDeps';
import { accountQuery, guid, type AccountQuery } from './schemas';

/** What the two credential kinds of an integration key (client secrets, RSA key pairs) differ in. */
interface CredentialKind {
  /** `/api/secrets` or `/api/keys`. */
  path: string;
  /** The DELETE query field naming one credential. */
  idField: 'secretId' | 'keyId';
  create(
    platform: PlatformClient,
    token: string,
    accountId: string,
    keyId: string,
  ): Promise<unknown>;
  remove(
    platform: PlatformClient,
    token: string,
    accountId: string,
    keyId: string,
    credentialId: string,
  ): Promise<void>;
}

/**
 * POST {path} (body `{ integrationKeyId }`): a new credential on an integration key, answered
 * 201 with what the platform answers (a secret, or a key pair with its private key, in this
 * answer only); DELETE {path}?integrationKeyId=&{idField}=: one credential, 204. Both act on the
 * user's default account or the `accountId` query of theirs.
 */
export function credentialRoutes(kind: CredentialKind): RoutePlugin {
  return async (app, { platform }) => {
    app.post<{ Querystring: AccountQuery; Body: { integrationKeyId: string } }>(
      kind.path,
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
        const created = await kind.create(
          platform,
          token,
          accountId,
          request.body.integrationKeyId,
        );
        return reply.code(201).send(created);
      },
    );

    app.delete<{
      Querystring: AccountQuery & { integrationKeyId: string } & Record<string, string>;
    }>(
      kind.path,
      {
        preValidation: requireBearer,
        schema: {
          querystring: {
            type: 'object',
            required: ['integrationKeyId', kind.idField],
            properties: {
              ...accountQuery.properties,
              integrationKeyId: guid,
              [kind.idField]: guid,
            },
          },
        },
      },
      async (request, reply) => {
        const token = requiredToken(request);
        const { integrationKeyId } = request.query;
        const accountId = await resolveAccountId(platform, token, request.query.accountId);
        await kind.remove(
          platform,
          token,
          accountId,
          integrationKeyId,
          request.query[kind.idField],
        );
        return reply.code(204).send();
      },
    );
  };
}
