import { CLICK_BASE_PATH } from '../../lib/platform/baseUri';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { OperationIndex } from '../../lib/reference';
import { registerActivationRoutes } from './admin';
import { registerAgreementPage } from './clickwrap/agreementPage';
import { registerClickwrapRoutes } from './clickwrap/routes';
import type { SandboxContext } from './context';
import { ensureFormParser } from './http/fields';
import { registerManagementRoutes } from './management/routes';
import { responderPlugin } from './responder';
import { registerAuthorizeRoutes } from './oauth/authorize';
import { registerLogoutRoute } from './oauth/logout';
import { registerTokenRoutes } from './oauth/token';
import { registerUserinfoRoute } from './oauth/userinfo';
import {
  purgeCounters,
  probeStore,
  startHousekeeping,
  type StoreLocation,
} from '@developer-center/store';
import { registerRateLimit } from '@developer-center/http';
import { SANDBOX_PORTAL_CLIENT, seedSandbox } from './seed';
import { openSandboxStore } from './store/db';
import { purgeExpiredGrants } from './store/grants';
import { registerTestHooks } from './testHooks';
import { inboxListener, purgeSigning, registerSigningRoutes } from './signing';
import { CONNECT_RETRY_SCHEDULE, type ListenerPolicy, type RetrySchedule } from './webhooks';
import {
  connectListener,
  purgeOldDeliveries,
  registerWebhookRoutes,
  startDeliveryWorker,
} from './webhooks';
import { recordApiUsage } from './usage/recordUsage';
import { registerFormPage, WEBFORMS_BASE_PATH } from './webforms';
import { maestroListener } from './maestro';
import { monitorListener, purgeMonitorEvents } from './monitor';
import { registerApiLimits } from './limits/hook';
import { apiLimits, type ApiLimits } from './limits/options';
import { registerUsageRoutes } from './usage/routes';

export { SANDBOX_ACCOUNT, SANDBOX_PORTAL_CLIENT, SANDBOX_USERS } from './seed';
export type { SandboxUser } from './seed';
export { openSandboxStore } from './store/db';

/** Where Connect messages may go and how they are retried (docs: packages/sandbox/webhooks). */
export interface ConnectOptions {
  /** Listeners beyond loopback (SANDBOX_CONNECT_ALLOWED_ORIGINS), time and size limits. */
  policy?: ListenerPolicy;
  /** The platform's schedule unless given (tests retry faster). */
  schedule?: RetrySchedule;
  /** How often each instance's worker looks at the queue; 1000 ms. */
  everyMs?: number;
}

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
  /** Receives a cheap check of the platform's store, for the server's health check. */
  healthProbe?: (check: () => Promise<void>) => void;
  /** Connect webhooks: the listener policy (loopback only by default) and the retry schedule. */
  connect?: ConnectOptions;
  /** The API limits (limits/README.md): the demo environment's unless given. */
  apiLimits?: Partial<ApiLimits>;
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
  const limits = apiLimits(options.apiLimits);
  const store = await openSandboxStore(options.store);
  const { db } = store;
  options.healthProbe?.(() => probeStore(db));
  await seedSandbox(db, options.portalClientSecret ?? SANDBOX_PORTAL_CLIENT.clientSecret);
  // Once across the cluster per period, whichever instance takes the lease.
  const housekeeping = startHousekeeping(
    db,
    [
      { name: 'purge-grants', everyMs: 3600_000, run: () => purgeExpiredGrants(db) },
      { name: 'purge-counters', everyMs: 600_000, run: () => purgeCounters(db) },
      { name: 'purge-signing', everyMs: 3600_000, run: () => purgeSigning(db) },
      { name: 'purge-deliveries', everyMs: 3600_000, run: () => purgeOldDeliveries(db) },
      { name: 'purge-monitor-events', everyMs: 3600_000, run: () => purgeMonitorEvents(db) },
    ],
    (job, error) => app.log.error({ err: error, job }, 'sandbox housekeeping failed'),
  );
  const connectPolicy = options.connect?.policy ?? {};
  // Every instance sends Connect messages; each is claimed by one of them.
  const deliveries = startDeliveryWorker(store, {
    policy: connectPolicy,
    schedule: options.connect?.schedule ?? CONNECT_RETRY_SCHEDULE,
    everyMs: options.connect?.everyMs,
    onError: (error) => app.log.error({ err: error }, 'Connect delivery worker failed'),
  });
  app.addHook('onClose', async () => {
    await deliveries.stop();
    await housekeeping.stop();
    await store.close();
  });

  const context: SandboxContext = {
    store,
    db,
    tokenTtlSeconds,
    operationIndex: options.operationIndex,
    prefix: app.prefix,
    // Status changes reach the sandbox inbox (remote signers' mails, as routing reaches them),
    // Connect (messages queued in the changing transaction) and Monitor's event stream.
    envelopeListeners: [inboxListener, connectListener, monitorListener, maestroListener],
    connectPolicy,
    apiLimits: limits,
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
    registerLogoutRoute(oauth, context);
    registerTokenRoutes(oauth, context);
  });
  registerUserinfoRoute(app, context);
  registerApiLimits(app, context);
  recordApiUsage(app, context);
  registerManagementRoutes(app, context);
  registerUsageRoutes(app, context);
  registerClickwrapRoutes(app, context);
  registerWebhookRoutes(app, context, deliveries.poke);
  // The Click API's agreement pages: the spec's API at the Click base path.
  registerAgreementPage(
    app,
    context,
    async () =>
      (await options.operationIndex()).apis.find((api) => api.basePath === CLICK_BASE_PATH)?.entry
        .swaggerName,
  );
  // The Web Forms API's form pages (each instance's formUrl).
  registerFormPage(
    app,
    context,
    async () =>
      (await options.operationIndex()).apis.find((api) => api.basePath === WEBFORMS_BASE_PATH)
        ?.entry.swaggerName,
  );
  registerSigningRoutes(app, context);
  registerActivationRoutes(app, context);
  await app.register(responderPlugin, { context, preloadSpecs: options.preloadSpecs ?? false });
  if (options.testHooks) registerTestHooks(app, context, options.testHooks);
};
