import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readRegistry, sampleAnswer, successResponse } from '../../../lib/reference';
import type { SandboxContext } from '../context';
import { bearerToken, sendInvalidToken } from '../http/bearer';
import { membershipIn } from '../store/users';
import { createEnvelope, findEnvelope, listEnvelopes, updateEnvelope } from './envelopes';
import { compileRoutes, matchRoute, type Match, type Route } from './match';
import { missingPart, multipartMedia, multipartPartNames } from './multipart';
import { samplePdf } from './pdf';
import { checkBody, checkParameters } from './validate';

/** Bodies the responder accepts (the explorer forwards up to 5 MB). */
const RESPONDER_BODY_LIMIT = 6 * 1024 * 1024;
/** The registry's base paths start with the sandbox's own mount point, which Fastify strips. */
const SANDBOX_MOUNT = '/sandbox';

const invalid = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ errorCode: 'INVALID_REQUEST_PARAMETER', message });

const ENVELOPES = /\/accounts\/\{accountId\}\/envelopes(\/\{envelopeId\})?$/;

/** Real envelopes in the sandbox store; undefined when the operation is not one of them. */
function envelopeAnswer(
  context: SandboxContext,
  match: Match,
  request: FastifyRequest,
  reply: FastifyReply,
  query: Record<string, unknown>,
) {
  const { operation, api } = match.route;
  if (api.basePath !== `${SANDBOX_MOUNT}/restapi`) return undefined;
  const found = ENVELOPES.exec(operation.path);
  if (!found) return undefined;
  const { accountId, envelopeId } = match.params;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const missing = () =>
    reply.code(404).send({
      errorCode: 'ENVELOPE_DOES_NOT_EXIST',
      message: `The envelope ${envelopeId} does not exist in this account.`,
    });
  if (!found[1]) {
    if (operation.httpMethod === 'POST')
      return reply.code(201).send(createEnvelope(context.db, accountId, body));
    if (operation.httpMethod === 'GET') {
      const count = Number(query.count);
      const status = typeof query.status === 'string' ? query.status.split(',')[0] : undefined;
      return reply.send(
        listEnvelopes(context.db, accountId, count > 0 ? Math.min(count, 1000) : 100, status),
      );
    }
    return undefined;
  }
  if (operation.httpMethod === 'GET') {
    const envelope = findEnvelope(context.db, accountId, envelopeId);
    return envelope ? reply.send(envelope) : missing();
  }
  if (operation.httpMethod === 'PUT') {
    const changes = {
      status: typeof body.status === 'string' ? body.status : undefined,
      emailSubject: typeof body.emailSubject === 'string' ? body.emailSubject : undefined,
    };
    return updateEnvelope(context.db, accountId, envelopeId, changes)
      ? reply.send({ envelopeId })
      : missing();
  }
  return undefined;
}

/**
 * The API responder (issue #4): every operation of every bundled spec under its registry base
 * path (e.g. /sandbox/restapi/v2.1/...). It checks the bearer token and the account, validates
 * path, query and JSON body against the operation, and answers with the operation's example or
 * a sample of its response schema; envelopes are stored for real.
 */
export const responderPlugin: FastifyPluginAsync<{
  context: SandboxContext;
  /** Compile the routes while the server starts rather than on the first call. */
  preloadSpecs: boolean;
}> = async (app, { context, preloadSpecs }) => {
  // Bodies other than JSON and forms (PDF uploads, multipart) are accepted as bytes.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const basePaths = [...new Set(readRegistry().map((entry) => entry.apiBasePathDemo))].filter(
    (base) => base.startsWith(`${SANDBOX_MOUNT}/`),
  );
  const routesByBase = new Map<string, Promise<Route[]>>();
  const routesOf = (base: string) => {
    let routes = routesByBase.get(base);
    if (!routes) {
      routes = context
        .operationIndex()
        .then((index) =>
          compileRoutes(index.operations().filter(({ api }) => api.basePath === base)),
        );
      routes.catch(() => routesByBase.delete(base));
      routesByBase.set(base, routes);
    }
    return routes;
  };
  // Load the specs while the server starts rather than on the first call, when asked to.
  if (preloadSpecs) {
    app.addHook('onReady', async () => {
      void Promise.all(basePaths.map(routesOf)).catch(() => undefined);
    });
  }

  for (const base of basePaths) {
    const local = base.slice(SANDBOX_MOUNT.length);
    const mounted = `${app.prefix}${local}`;
    app.all(`${local}/*`, { bodyLimit: RESPONDER_BODY_LIMIT }, async (request, reply) => {
      const token = bearerToken(context.db, request);
      if (!token) return sendInvalidToken(reply);
      const rawPath = request.url.split('?', 1)[0].slice(mounted.length);
      const match = matchRoute(await routesOf(base), request.method, rawPath);
      if (match === null) return invalid(reply, 'A path parameter is not valid percent-encoding.');
      if (!match) {
        return reply.code(404).send({
          errorCode: 'NOT_FOUND',
          message: `No operation at ${request.method} ${base}${rawPath}.`,
        });
      }
      const { api, operation } = match.route;
      if (
        match.params.accountId !== undefined &&
        !membershipIn(context.db, token.user_id, match.params.accountId)
      ) {
        return reply.code(403).send({
          errorCode: 'USER_LACKS_PERMISSIONS',
          message: 'This user does not belong to the requested account.',
        });
      }
      const pathViolation = checkParameters(api, operation, 'path', { ...match.params });
      if (pathViolation) return invalid(reply, pathViolation.message);
      const query = { ...(request.query as Record<string, unknown>) };
      const queryViolation = checkParameters(api, operation, 'query', query);
      if (queryViolation) return invalid(reply, queryViolation.message);
      if (operation.requestBody) {
        const hasBody =
          request.body !== undefined && request.body !== null && !Buffer.isBuffer(request.body);
        if (operation.requestBody.required && request.body === undefined) {
          return invalid(reply, 'The request body is required.');
        }
        if (hasBody) {
          const bodyViolation = checkBody(api, operation, request.body);
          if (bodyViolation) return invalid(reply, bodyViolation.message);
        }
        // File uploads: the parts the operation requires must be there.
        const multipart = multipartMedia(operation.requestBody.content);
        const contentType = request.headers['content-type'] ?? '';
        if (multipart && Buffer.isBuffer(request.body) && /^multipart\//i.test(contentType)) {
          const parts = await multipartPartNames(request.body, contentType);
          if (!parts) return invalid(reply, 'The multipart body could not be read.');
          const missing = missingPart(multipart, parts);
          if (missing) return invalid(reply, `The field "${missing}" is required.`);
        }
      }

      const stored = envelopeAnswer(context, match, request, reply, query);
      if (stored) return stored;

      const { status, media } = successResponse(operation);
      reply.code(status);
      if (!media || status === 204) return reply.send();
      if (media.binary) {
        return reply
          .type('application/pdf')
          .header('content-disposition', 'attachment; filename="document.pdf"')
          .send(samplePdf(operation.name));
      }
      const example = media.examples[0]?.value;
      return reply.send(
        example !== undefined ? example : sampleAnswer(media.schema, api.model.schemas),
      );
    });
  }
};
