import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { redactUrl } from './logging';

/** The request some work is done for, as a log line may name it. */
export interface RequestInFlight {
  /** Fastify's request id, the `reqId` of the request's own log lines. */
  reqId: string;
  method: string;
  /** With the secrets of its path and query hidden, as every log line has it. */
  url: string;
}

const storage = new AsyncLocalStorage<RequestInFlight>();

/** The request whose work is running now (its hooks, its handler, what they started), if any. */
export const currentRequest = (): RequestInFlight | undefined => storage.getStore();

const inFlight = (request: FastifyRequest): RequestInFlight => ({
  reqId: request.id,
  method: request.method,
  url: redactUrl(request.url),
});

/**
 * Runs each request's work inside its own context (AsyncLocalStorage), so that an exception
 * nothing catches can be logged with the request that caused it (uncaught.ts). Entered on
 * arrival and again just before the handler: a body is read in the socket's own callbacks,
 * outside the context the request arrived in.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => storage.run(inFlight(request), done));
  app.addHook('preHandler', (request, _reply, done) => storage.run(inFlight(request), done));
}
