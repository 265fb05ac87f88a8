import {
  CONNECT_ID_PATTERN,
  MAX_DELIVERIES_PAGE,
  type ConnectConfigurationSummary,
} from '../../lib/webhooks/contract';
import { requireBearer, requiredToken } from '../http/bearer';
import type { RoutePlugin } from '../routeDeps';
import { resolveAccount, resolveAccountId } from './account';
import { accountQuery, guid, type AccountQuery } from './schemas';

interface PageQuery extends AccountQuery {
  count?: number;
  startPosition?: number;
}

const BASE = '/api/webhook-deliveries';
const signedIn = { preValidation: requireBearer };

/**
 * The Webhook deliveries page's calls (docs/behaviour.md §7): the account's Connect deliveries,
 * resending one, a test event to a configuration, the configurations to choose from and the
 * account's HMAC keys. Each is one call to the platform (server/platform), which decides who
 * may: Connect is for account administrators.
 */
export const webhooksRoutes: RoutePlugin = async (app, { platform }) => {
  const accountOf = (token: string, query: AccountQuery) =>
    resolveAccountId(platform, token, query.accountId);

  app.get<{ Querystring: PageQuery }>(
    BASE,
    {
      ...signedIn,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...accountQuery.properties,
            count: { type: 'integer', minimum: 1, maximum: MAX_DELIVERIES_PAGE, default: 50 },
            startPosition: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
          },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const token = requiredToken(request);
      const { count = 50, startPosition = 0 } = request.query;
      return platform.listDeliveries(token, await accountOf(token, request.query), {
        count,
        startPosition,
      });
    },
  );

  app.post<{ Params: { deliveryId: string }; Querystring: AccountQuery }>(
    `${BASE}/:deliveryId/resend`,
    {
      ...signedIn,
      schema: {
        params: { type: 'object', required: ['deliveryId'], properties: { deliveryId: guid } },
        querystring: accountQuery,
      },
    },
    async (request, reply) => {
      const token = requiredToken(request);
      const accountId = await accountOf(token, request.query);
      const delivery = await platform.resendDelivery(token, accountId, request.params.deliveryId);
      return reply.code(202).send(delivery);
    },
  );

  app.post<{ Body: { configurationId: string }; Querystring: AccountQuery }>(
    `${BASE}/test`,
    {
      ...signedIn,
      schema: {
        querystring: accountQuery,
        body: {
          type: 'object',
          required: ['configurationId'],
          properties: { configurationId: { type: 'string', pattern: CONNECT_ID_PATTERN } },
        },
      },
    },
    async (request, reply) => {
      const token = requiredToken(request);
      const accountId = await accountOf(token, request.query);
      const delivery = await platform.sendTestEvent(token, accountId, request.body.configurationId);
      return reply.code(202).send(delivery);
    },
  );

  app.get<{ Querystring: AccountQuery }>(
    `${BASE}/configurations`,
    { ...signedIn, schema: { querystring: accountQuery } },
    async (request) => {
      const token = requiredToken(request);
      const account = await resolveAccount(platform, token, request.query.accountId);
      const { configurations = [] } = await platform.listConnectConfigurations(
        token,
        account.base_uri,
        account.account_id,
      );
      return {
        configurations: configurations.map((configuration): ConnectConfigurationSummary => ({
          connectId: configuration.connectId,
          name: configuration.name ?? '',
          urlToPublishTo: configuration.urlToPublishTo ?? '',
          events: configuration.events ?? [],
          disabled: String(configuration.disabled) === 'true',
        })),
      };
    },
  );

  app.get<{ Querystring: AccountQuery }>(
    `${BASE}/hmac-keys`,
    { ...signedIn, schema: { querystring: accountQuery } },
    async (request) => {
      const token = requiredToken(request);
      return platform.listHmacKeys(token, await accountOf(token, request.query));
    },
  );

  app.post<{ Querystring: AccountQuery }>(
    `${BASE}/hmac-keys`,
    { ...signedIn, schema: { querystring: accountQuery } },
    async (request, reply) => {
      const token = requiredToken(request);
      const key = await platform.createHmacKey(token, await accountOf(token, request.query));
      return reply.code(201).send(key);
    },
  );

  app.delete<{ Params: { keyId: string }; Querystring: AccountQuery }>(
    `${BASE}/hmac-keys/:keyId`,
    {
      ...signedIn,
      schema: {
        params: { type: 'object', required: ['keyId'], properties: { keyId: guid } },
        querystring: accountQuery,
      },
    },
    async (request, reply) => {
      const token = requiredToken(request);
      await platform.deleteHmacKey(
        token,
        await accountOf(token, request.query),
        request.params.keyId,
      );
      return reply.code(204).send();
    },
  );
};
