import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { OperationIndex } from '../../lib/reference';
import { registerClickwrapRoutes } from './clickwrap/routes';
import type { SandboxContext } from './context';
import { ensureFormParser } from './http/fields';
import { registerManagementRoutes } from './management/routes';
import { responderPlugin } from './responder';
import { registerAuthorizeRoutes } from './oauth/authorize';
import { registerTokenRoutes } from './oauth/token';
import { registerUserinfoRoute } from './oauth/userinfo';
import { SANDBOX_PORTAL_CLIENT, seedSandbox } from './seed';
import { openSandboxDb } from './store/db';
import { purgeExpiredGrants } from './store/grants';
import { registerTestHooks } from './testHooks';

export { SANDBOX_ACCOUNT, SANDBOX_PORTAL_CLIENT, SANDBOX_USERS } from './seed';
export type { SandboxUser } from './seed';

export interface SandboxOptions {
  dataDir: string;
  tokenTtlSeconds?: number;
  /** The specs the platform serves (the server's shared operation index). */
  operationIndex: () => Promise<OperationIndex>;
  /** The X-Sandbox-Test-Secret that mounts and guards the test hooks; undefined: not mounted. */
  testHooks?: string;
  /** Overrides SANDBOX_PORTAL_CLIENT.clientSecret (itself from SANDBOX_PORTAL_CLIENT_SECRET). */
  portalClientSecret?: string;
  /** Compile the responder's routes while the server starts rather than on the first call. */
  preloadSpecs?: boolean;
}

/**
 * The embedded platform. Registered (encapsulated) under a prefix such as `/sandbox`; the
 * server talks to it over HTTP like to the real platform, never by import.
 */
export const sandboxPlugin: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 3600;
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds < 1) {
    throw new Error(`sandbox tokenTtlSeconds must be a positive integer, got ${tokenTtlSeconds}`);
  }
  const db = openSandboxDb(options.dataDir);
  app.addHook('onClose', async () => {
    db.close();
  });
  seedSandbox(db, options.portalClientSecret ?? SANDBOX_PORTAL_CLIENT.clientSecret);
  purgeExpiredGrants(db);

  const context: SandboxContext = {
    db,
    tokenTtlSeconds,
    operationIndex: options.operationIndex,
    prefix: app.prefix,
    suspendedUserIds: new Set(),
  };
  ensureFormParser(app);

  // Client mistakes (bad JSON, wrong content type, too large) stay 4xx and say what was wrong.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, 'sandbox request failed');
    const message = status === 500 ? 'The sandbox failed to handle the request.' : error.message;
    // The route the router matched, not the URL text (`/sandbox/%6fauth/token` is that route too).
    if (request.routeOptions.url?.startsWith(`${context.prefix}/oauth/`)) {
      return reply.code(status).send({
        error: status === 500 ? 'server_error' : 'invalid_request',
        error_description: message,
      });
    }
    return reply
      .code(status)
      .send({ errorCode: status === 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST_BODY', message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      errorCode: 'NOT_FOUND',
      message: `No sandbox resource at ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );

  registerAuthorizeRoutes(app, context);
  registerTokenRoutes(app, context);
  registerUserinfoRoute(app, context);
  registerManagementRoutes(app, context);
  registerClickwrapRoutes(app, context);
  await app.register(responderPlugin, { context, preloadSpecs: options.preloadSpecs ?? false });
  if (options.testHooks) registerTestHooks(app, context, options.testHooks);
};
