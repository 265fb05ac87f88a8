import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { accountBaseUris } from '../explorer/accountBaseUri';
import { targetUrlOf } from '../explorer/targetUrlOf';
import { EXPLORER_BODY_LIMIT_BYTES } from '../../lib/explorer/contract';
import { ExplorerInputError } from '../explorer/explorerError';
import { explorableOperation } from '../explorer/explorableOperation';
import { checkExplorerFields } from '../explorer/queryFields';
import { operationIndex } from '../catalog';
import { sendExplorerRequest } from '../explorer/sendRequest';
import { checkCustomHeaders, checkMediaType, parseJsonObject } from '../explorer/validators';
import { requireBearer, requiredToken } from '../http/bearer';
import type { RouteDeps } from '../routeDeps';
import { siteOrigin } from '../http/origin';
import { platformTarget } from '../platform/target';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

type ExplorerQuery = Record<string, string | string[] | undefined>;

const MULTIPART = /^multipart\//i;

/**
 * The Content-Type the platform receives. A multipart body is only readable with the boundary
 * the browser chose, which is in the header the body came with and never in the query's bare
 * `multipart/form-data`: so for multipart the incoming header wins.
 */
function relayedContentType(declared: string | undefined, incoming: string | undefined) {
  if (!declared) return checkMediaType('contentType', incoming);
  const withBoundary = incoming && MULTIPART.test(incoming) && /;\s*boundary=/i.test(incoming);
  return MULTIPART.test(declared) && withBoundary
    ? checkMediaType('contentType', incoming)
    : declared;
}

function single(query: ExplorerQuery, field: string): string | undefined {
  const value = query[field];
  if (Array.isArray(value)) throw new ExplorerInputError(field, `${field} must be given once`);
  return value;
}

/**
 * POST /api/api-explorer (docs/behaviour.md §7): the query says what to call (method, apiName,
 * endpoint = the operation's path template, parameters as JSON objects, custom headers), the
 * body is the request body as is. The URL is built only from where that API lives (the rule of
 * lib/platform/apiLocation.ts over its registry entry) and a path template the API declares;
 * anything else is refused before a request leaves.
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
  app.setErrorHandler(async (error: FastifyError) => {
    if (error.statusCode === 413) {
      throw new ExplorerInputError(
        'body',
        `The request body is larger than ${EXPLORER_BODY_LIMIT_BYTES / 1024 / 1024} MB`,
        413,
      );
    }
    if (error.statusCode === 415) {
      throw new ExplorerInputError('contentType', error.message, 415);
    }
    throw error;
  });

  // Normalise the specs while the server starts rather than on the first call, when asked to.
  if (preloadSpecs) {
    app.addHook('onReady', async () => {
      operationIndex().catch((error: Error) => app.log.error({ err: error }, 'specs not loaded'));
    });
  }

  // Calls go where the API lives (lib/platform/apiLocation.ts): under the user's account's
  // base_uri, as the platform's user info gives it, or at the API's own host.
  const baseUriOf = accountBaseUris((token) => platform.userInfo(token));
  const target = platformTarget(config);

  app.post<{ Querystring: ExplorerQuery }>(
    '/api/api-explorer',
    { bodyLimit: EXPLORER_BODY_LIMIT_BYTES, preValidation: requireBearer },
    async (request) => {
      const token = requiredToken(request);
      const query = request.query;
      checkExplorerFields(query, siteOrigin(request, config));
      const method = (single(query, 'method') ?? '').toUpperCase();
      if (!METHODS.has(method)) {
        throw new ExplorerInputError('method', `method must be one of ${[...METHODS].join(', ')}`);
      }
      const apiName = single(query, 'apiName') ?? '';
      const endpoint = single(query, 'endpoint') ?? '';
      const found = explorableOperation(
        await operationIndex(),
        { apiName, method, pathTemplate: endpoint },
        'endpoint',
      );

      const pathParameters = parseJsonObject('pathParameters', single(query, 'pathParameters'));
      const accountId =
        typeof pathParameters?.accountId === 'string' ? pathParameters.accountId : undefined;
      const url = await targetUrlOf(found, target, () => baseUriOf(token, accountId), {
        pathParameters,
        queryParameters: parseJsonObject('queryParameters', single(query, 'queryParameters')),
      });
      const headers = checkCustomHeaders(
        parseJsonObject('customHeaderParameters', single(query, 'customHeaderParameters')),
      );
      // The body's type: the contentType field, else the type the body came with.
      const contentType = relayedContentType(
        checkMediaType('contentType', single(query, 'contentType')),
        request.headers['content-type'],
      );
      const accept = checkMediaType('accept', single(query, 'accept'), true);
      const body =
        Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;

      return sendExplorerRequest({ url, method, token, contentType, accept, headers, body });
    },
  );
};
