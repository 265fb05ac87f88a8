import type { FastifyPluginAsync } from 'fastify';
import { readRegistry } from '../../../lib/reference';
import { requestScheme } from '@developer-center/http';
import type { SandboxContext } from '../context';
import { liveAccessToken, sendInvalidToken } from '../http/bearer';
import { resourceActions, type ResourceAction } from '../resources/shape';
import { membershipIn } from '../store/users';
import { compileRoutes, matchRoute, type Route } from './match';
import { respond } from './respond';
import { sendAnswer } from './send';
import { platformError } from '../esignature/errors';
import { iamOperations, MAESTRO_BASE_PATH } from '../maestro';

/**
 * Paths the platform serves beyond its bundled spec's, as copies of the spec's operations they
 * answer like (Maestro's IAM paths, which the official IAM client calls).
 */
const ADDED_PATHS: Record<string, typeof iamOperations> = { [MAESTRO_BASE_PATH]: iamOperations };

/** Bodies the responder accepts (the explorer forwards up to 5 MB; envelopes carry documents). */
const RESPONDER_BODY_LIMIT = 30 * 1024 * 1024;

interface Compiled {
  routes: Route[];
  actions: Map<Route['operation'], ResourceAction>;
}

/**
 * The API responder: every operation of every registered spec under the API's base path of
 * the registry (`/restapi`, `/clickapi`, ...) below the platform's mount, which is each
 * account's base_uri (lib/platform/baseUri.ts). It checks the bearer token, matches the
 * operation, checks the account and validates the request, then answers by the platform's
 * rules, from state derived from the spec, or with a sample (respond.ts).
 */
export const responderPlugin: FastifyPluginAsync<{
  context: SandboxContext;
  /** Compile the routes while the server starts rather than on the first call. */
  preloadSpecs: boolean;
}> = async (app, { context, preloadSpecs }) => {
  // Bodies other than JSON and forms (PDF uploads, multipart) are accepted as bytes.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // The official SDKs send `Content-Type: application/json` on every call, a DELETE or an action
  // without a body included, and the platform takes that as no body: so does the responder
  // (Fastify's own parser refuses an empty JSON body).
  const json = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : json(request, String(body), done),
  );

  const basePaths = [...new Set(readRegistry().map((entry) => entry.apiBasePathDemo))];
  const compiled = new Map<string, Promise<Compiled>>();
  const compiledOf = (base: string) => {
    let routes = compiled.get(base);
    if (!routes) {
      routes = context.operationIndex().then((index) => {
        const operations = index.operations().filter(({ api }) => api.basePath === base);
        const actions = new Map<Route['operation'], ResourceAction>();
        for (const api of new Set(operations.map((found) => found.api))) {
          const own = operations
            .filter((found) => found.api === api)
            .map((found) => found.operation);
          for (const [operation, action] of resourceActions(own)) actions.set(operation, action);
        }
        const added = ADDED_PATHS[base]?.(operations) ?? [];
        return { routes: compileRoutes([...operations, ...added]), actions };
      });
      routes.catch(() => compiled.delete(base));
      compiled.set(base, routes);
    }
    return routes;
  };
  if (preloadSpecs) {
    app.addHook('onReady', async () => {
      void Promise.all(basePaths.map(compiledOf)).catch(() => undefined);
    });
  }

  for (const base of basePaths) {
    // The path after the base, still percent-encoded: the segments the route was matched on.
    const depth = `${app.prefix}${base}`.split('/').filter(Boolean).length;
    app.all(`${base}/*`, { bodyLimit: RESPONDER_BODY_LIMIT }, async (request, reply) => {
      const token = await liveAccessToken(context.db, request);
      if (!token) return sendInvalidToken(reply);
      const rawPath = `/${request.raw.url!.split('?', 1)[0].split('/').filter(Boolean).slice(depth).join('/')}`;
      const { routes, actions } = await compiledOf(base);
      const match = matchRoute(routes, request.method, rawPath);
      if (match === null) {
        return sendAnswer(
          reply,
          platformError(
            400,
            'INVALID_REQUEST_PARAMETER',
            'A path parameter is not valid percent-encoding.',
          ),
        );
      }
      if (!match) {
        return sendAnswer(
          reply,
          platformError(404, 'NOT_FOUND', `No operation at ${request.method} ${base}${rawPath}.`),
        );
      }
      const { api, operation } = match.route;
      if (
        match.params.accountId !== undefined &&
        !(await membershipIn(context.db, token.user_id, match.params.accountId))
      ) {
        return sendAnswer(
          reply,
          platformError(
            403,
            'USER_LACKS_PERMISSIONS',
            'This user does not belong to the requested account.',
          ),
        );
      }
      const baseUri = `${requestScheme(request)}://${request.host}${app.prefix}`;
      return respond(
        context,
        token,
        { api, operation, params: match.params, action: actions.get(operation) },
        request,
        reply,
        baseUri,
      );
    });
  }
};
