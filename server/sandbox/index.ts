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
import { registerRateLimit } from '../http/security';
import { purgeCounters } from '../store/counters';
import { startHousekeeping } from '../store/housekeeping';
import type { StoreLocation } from '../store/location';
import { SANDBOX_PORTAL_CLIENT, seedSandbox } from './seed';
import { openSandboxStore } from './store/db';
import { purgeExpiredGrants } from './store/grants';
import { registerTestHooks } from './testHooks';
import { recordApiUsage } from './usage/recordUsage';
import { registerUsageRoutes } from './usage/routes';

export { SANDBOX_ACCOUNT, SANDBOX_PORTAL_CLIENT, SANDBOX_USERS } from './seed';
export type { SandboxUser } from './seed';
export { openSandboxStore } from './store/db';

export interface SandboxOptions {
  /** Where the platform keeps its state: SQLite in a data directory, or PostgreSQL. */
  store: StoreLocation;
  /** Requests per minute and client address on the sign-in pages and the token endpoint. */
  rateLimitMax?: number;
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
  const store = await openSandboxStore(options.store);
  const { db } = store;
  await seedSandbox(db, options.portalClientSecret ?? SANDBOX_PORTAL_CLIENT.clientSecret);
  // Once across the cluster per period, whichever instance takes the lease.
  const housekeeping = startHousekeeping(
    db,
    [
      { name: 'purge-grants', everyMs: 3600_000, run: () => purgeExpiredGrants(db) },
      { name: 'purge-counters', everyMs: 600_000, run: () => purgeCounters(db) },
    ],
    (job, error) => app.log.error({ err: error, job }, 'sandbox housekeeping failed'),
  );
  app.addHook('onClose', async () => {
    await housekeeping.stop();
    await store.close();
  });

  const context: SandboxContext = {
    store,
    db,
    tokenTtlSeconds,
    operationIndex: options.operationIndex,
    prefix: app.prefix,
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

  // Sign-in pages and the token endpoint are where guessing happens: a per-address limit there,
  // shared by every instance. User info needs a live token, and the portal calls it per request.
  await app.register(async (oauth) => {
    await registerRateLimit(oauth, options.rateLimitMax ?? 600, db, 'sandbox-oauth');
    registerAuthorizeRoutes(oauth, context);
    registerTokenRoutes(oauth, context);
  });
  registerUserinfoRoute(app, context);
  recordApiUsage(app, context);
  registerManagementRoutes(app, context);
  registerUsageRoutes(app, context);
  registerClickwrapRoutes(app, context);
  await app.register(responderPlugin, { context, preloadSpecs: options.preloadSpecs ?? false });
  if (options.testHooks) registerTestHooks(app, context, options.testHooks);
};
