import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PlatformError } from '../platform/errors';
import { normalisedPath, writtenPath } from './requestPath';
import { validationFailure } from './validation';

/** An error a route means to answer with: status, message and optional extra fields. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Paths that are server routes (JSON answers), not pages of the site. */
const JSON_PREFIXES = ['/api/', '/auth/', '/sandbox/', '/swaggerfile/'];
const JSON_PATHS = ['/api', '/auth', '/sandbox', '/swaggerfile', '/mcp', '/healthz'];

/**
 * Whether a request's URL names a server route rather than a page, decided on its normalised path
 * (http/requestPath.ts) so that no spelling of `/api/...` is taken for a page, and on the path as
 * written, so that a server route's parameter spelling `..%2F` stays the route's to refuse (400
 * naming it) rather than becoming a redirect to the page it would resolve to.
 */
export function isServerRoute(url: string): boolean {
  const named = (path: string) =>
    JSON_PATHS.includes(path) || JSON_PREFIXES.some((prefix) => path.startsWith(prefix));
  return named(normalisedPath(url)) || named(writtenPath(url));
}

/** The site's own error pages; undefined when the site is not built. */
export interface ErrorPages {
  send(reply: FastifyReply, status: 404 | 500): Promise<boolean>;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** The one place where errors become status codes and messages. */
export function answerFor(error: FastifyError | Error): Answer {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { ...error.extra, message: error.message } };
  }
  if (error instanceof PlatformError) {
    switch (error.kind) {
      case 'unavailable':
        return { status: 502, body: { message: error.message } };
      case 'timeout':
        return { status: 504, body: { message: error.message } };
      case 'rejected':
        return {
          status: error.status ?? 400,
          body: {
            message: error.message,
            ...(error.errorCode ? { errorCode: error.errorCode } : {}),
          },
        };
      default:
        return { status: 502, body: { message: error.message } };
    }
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const { field, message } = validationFailure(fastifyError);
    return { status: 400, body: { message, field } };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: fastifyError.message } };
  }
  return { status: 500, body: { message: 'Something went wrong on the server' } };
}

/**
 * Whether the error is only the client leaving: a stream the route sent was closed because its
 * connection was. Fastify calls the error handler for it when the client left before the first
 * byte of the answer (a zip still being packed, a file still being opened).
 */
function clientLeft(error: FastifyError, request: FastifyRequest): boolean {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.socket?.destroyed === true;
}

/** Error and not-found handlers: JSON {message} for server routes, the site's pages otherwise. */
export function registerErrorHandling(app: FastifyInstance, pages: ErrorPages) {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (clientLeft(error, request)) {
      // No failure of the server's, and no one to answer: the reply settles with the socket.
      request.log.info('the client left before the answer');
      return reply;
    }
    const answer = answerFor(error);
    if (error instanceof PlatformError) {
      if (answer.status >= 500) request.log.warn({ kind: error.kind }, error.message);
    } else if (answer.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    // Never reuse headers a failed route may have set (a half-sent file's length, say).
    if (!isServerRoute(request.url) && answer.status >= 500) {
      reply.removeHeader('content-length');
      if (await pages.send(reply.code(500), 500)) return reply;
    }
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!isServerRoute(request.url) && (request.method === 'GET' || request.method === 'HEAD')) {
      if (await pages.send(reply.code(404), 404)) return reply;
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
