import type { FastifyPluginAsync } from 'fastify';
import { EXPLORER_QUERY_SCHEMA, type ExplorerCallQuery } from '../../lib/explorer/callQuery';
import { EXPLORER_BODY_LIMIT_BYTES } from '../../lib/explorer/contract';
import { operationIndex } from '../catalog';
import { accountBaseUris } from '../explorer/accountBaseUri';
import { checkSiteUrl, gatherExplorerQuery } from '../explorer/queryFields';
import { relayExplorerCall } from '../explorer/relayCall';
import { requireBearer, requiredToken } from '../http/bearer';
import { siteOrigin } from '../http/origin';
import { platformTarget } from '../platform/target';
import type { RouteDeps } from '../routeDeps';

/**
 * POST /api/api-explorer (docs/behaviour.md §7): the query says what to call (method, apiName,
 * endpoint = the operation's path template, the parameter groups, custom headers; its shape is
 * lib/explorer/callQuery.ts, declared as the route's schema), the body is the request body as
 * is. The URL is built only from where that API lives (lib/platform/apiLocation.ts) and a path
 * template the API declares; anything else is refused before a request leaves.
 */
export const apiExplorerRoutes: FastifyPluginAsync<RouteDeps> = async (
  app,
  { platform, config, preloadSpecs },
) => {
  // The body is relayed untouched, whatever its type (JSON, PDF, multipart...).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: EXPLORER_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  // Normalise the specs while the server starts rather than on the first call, when asked to.
  if (preloadSpecs) {
    app.addHook('onReady', async () => {
      operationIndex().catch((error: Error) => app.log.error({ err: error }, 'specs not loaded'));
    });
  }

  // Calls go where the API lives (lib/platform/apiLocation.ts): under the user's account's
  // base_uri, as the platform's user info gives it, or at the API's own host.
  const where = {
    baseUriOf: accountBaseUris((token) => platform.userInfo(token)),
    target: platformTarget(config),
  };

  app.post<{ Querystring: ExplorerCallQuery; Body: Buffer | undefined }>(
    '/api/api-explorer',
    {
      bodyLimit: EXPLORER_BODY_LIMIT_BYTES,
      preValidation: [requireBearer, gatherExplorerQuery],
      schema: { querystring: EXPLORER_QUERY_SCHEMA },
    },
    async (request) => {
      checkSiteUrl(request.query.siteUrl, siteOrigin(request, config));
      return relayExplorerCall(
        {
          query: request.query,
          token: requiredToken(request),
          body: Buffer.isBuffer(request.body) ? request.body : undefined,
          incomingContentType: request.headers['content-type'],
        },
        where,
      );
    },
  );
};
