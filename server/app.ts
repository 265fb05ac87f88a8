import { EMBEDDED_PLATFORM_PATH } from '../lib/platform/baseUri';
import { sandboxPortalClient } from '../lib/platform/portalClient';
import { existsSync } from 'node:fs';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { ServerConfig } from './config';
import { registerAllowedHosts } from './http/allowedHosts';
import { resolveCookieSecret } from './http/cookieSecret';
import { isServerRoute, registerErrorHandling, type ErrorPages } from './http/errors';
import { registerHealth, type HealthProbe } from './http/health';
import { loggerOptions } from './http/logging';
import { learnRoutes } from './http/redaction/secretPaths';
import { purgeCounters, probeStore, startHousekeeping } from '@developer-center/store';
import { registerRateLimit } from '@developer-center/http';
import { registerSecurity } from './http/security';
import { registerRequestContext } from './http/requestContext';
import { registerMarkdownTwins } from './http/markdownTwins';
import { registerStaticSite } from './http/staticSite';
import { registerGzippedPages } from './http/precompressed';
import { createPlatformClient } from './platform';
import { mcpRoutes } from './mcp/route';
import { operationIndex } from './catalog';
import { openPortalStore } from './portalStore';
import { purgeEvents } from './marketing/events';
import { routePlugins } from './routes';

/** Request bodies above this size get 413 (the API Explorer's route may set its own). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** What the caller chooses beyond configuration: where log lines go, warm-up, a shorter create limit. */
export interface BuildOptions {
  logStream?: DestinationStream;
  /**
   * Normalise the API specs while the server starts rather than on the first explorer or sandbox
   * call. The server's entry (server/index.ts) asks for it; apps built by the hundred in tests
   * leave it off, since each warm-up reads every spec.
   */
  preloadSpecs?: boolean;
  /** docs/behaviour.md §7 fixes 20 s; tests shorten it to see the 504 quickly. */
  createApplicationTimeoutMs?: number;
  /** Sees every route as it is added (the fuzz suite enumerates the routes it must cover). */
  onRoute?: (route: RouteOptions) => void;
}

/** The loopback URL of the embedded sandbox on this server's own port (known after listen). */
function embeddedSandboxUrl(server: { address(): unknown }): string {
  const address = server.address() as { address: string; port: number } | null | string;
  if (!address || typeof address === 'string') {
    throw new Error('the server is not listening yet, so the embedded sandbox has no address');
  }
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? '127.0.0.1'
    : address.address.includes(':')
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}${EMBEDDED_PLATFORM_PATH}`;
}

/**
 * The embedded platform's package, loaded only when PLATFORM_BASE_URL is unset: a server pointed
 * at the real platform never loads it, and the compiled server does not even contain it (it is
 * dist/sandbox.js, beside dist/server.js: scripts/build-server.mjs).
 */
const loadSandbox = () => import('@developer-center/sandbox');

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * `npm run db:migrate`: brings every store of this configuration to its latest migration (the
 * portal's, and the embedded platform's unless PLATFORM_BASE_URL is set) and closes them. Start-up
 * does the same; this runs it ahead of a rolling deploy.
 */
export async function migrateStores(config: ServerConfig): Promise<string[]> {
  const opened: { name: string; close(): Promise<void> }[] = [await openPortalStore(config.store)];
  if (config.platformBaseUrl === undefined) {
    const { openSandboxStore } = await loadSandbox();
    opened.push(await openSandboxStore(config.store));
  }
  await Promise.all(opened.map((store) => store.close()));
  return opened.map((store) => store.name);
}

/** Builds the whole server from its configuration; tests build it too. */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count as proxy-addr's function (Fastify's types leave numbers out): the n nearest
    // addresses are proxies, the next one is the client, whatever the client wrote before it.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // A client that stops reading (a paused socket) is let go of, with what its answer held.
    connectionTimeout: config.idleTimeoutMs,
  });
  // First of all hooks: every request's work knows its request (uncaught exceptions name it).
  registerRequestContext(app);

  // Behind a proxy without a configured public origin, links follow the (allowed) Host.
  if (config.trustProxy !== false && config.siteUrl === undefined) {
    app.log.warn(
      'TRUST_PROXY is set without DEVCENTER_SITE_URL: links, redirects and mailed links take their origin from the forwarded host and scheme; set DEVCENTER_SITE_URL to the public origin',
    );
  }

  // Every route's path, so logs can tell a secret segment (a signing link's token) wherever a
  // URL appears (http/redaction/).
  learnRoutes(app);
  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => onRoute(route));
  }

  // Error handlers first: child contexts copy the handler that exists when they are created.
  // The site's pages are known only once the static site is registered, below.
  let sitePages: ErrorPages = { send: async () => false };
  registerErrorHandling(app, { send: (reply, status) => sitePages.send(reply, status) });

  // Shutdown: close() waits for every connection to end, and forceCloseConnections: 'idle'
  // ends only those idle at that moment. An answer begun while closing says Connection: close;
  // one already past its headers then (a body still streaming) ends its connection when it has
  // been sent, or the client's keep-alive would hold close() for the 72 s keep-alive timeout.
  // Added first so every context has them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });

  registerAllowedHosts(app, config.allowedHosts);
  await registerSecurity(app, {
    videoEmbedOrigin: config.videoEmbedOrigin,
    tagManagerOrigin: config.tagManagerOrigin,
  });
  await app.register(cookie, { secret: resolveCookieSecret(config.cookieSecret, config.dataDir) });

  const store = await openPortalStore(config.store, (line) => app.log.info(line));
  const housekeeping = startHousekeeping(
    store.db,
    [
      { name: 'purge-counters', everyMs: 600_000, run: () => purgeCounters(store.db) },
      { name: 'purge-marketing-events', everyMs: 86_400_000, run: () => purgeEvents(store.db) },
    ],
    (job, error) => app.log.error({ err: error, job }, 'housekeeping failed'),
  );
  app.addHook('onClose', async () => {
    await housekeeping.stop();
    await store.close();
  });
  const healthProbes: HealthProbe[] = [{ name: 'portal', check: () => probeStore(store.db) }];
  await app.register(formbody);

  const portalClient = sandboxPortalClient(process.env);
  const platform = createPlatformClient({
    baseUrl: () => config.platformBaseUrl ?? embeddedSandboxUrl(app.server),
    timeoutMs: config.platformTimeoutMs,
    createApplicationTimeoutMs: options.createApplicationTimeoutMs,
    clientId: config.platformClientId ?? portalClient.clientId,
    clientSecret: config.platformClientSecret ?? portalClient.clientSecret,
  });

  if (config.platformBaseUrl === undefined) {
    const { sandboxPlugin } = await loadSandbox();
    await app.register(sandboxPlugin, {
      prefix: EMBEDDED_PLATFORM_PATH,
      store: config.store,
      rateLimitMax: config.rateLimitMax,
      apiLimits: config.sandboxApiLimits,
      tokenTtlSeconds: config.sandboxTokenTtlSeconds,
      operationIndex,
      testHooks: config.sandboxTestHooks ? config.sandboxTestHooksSecret : undefined,
      portalClientSecret: config.platformClientSecret,
      preloadSpecs: options.preloadSpecs,
      // The sandbox keeps its store to itself (mounted, never reached into): it hands the
      // health check a probe of it.
      healthProbe: (check) => healthProbes.push({ name: 'sandbox', check }),
      connect: {
        policy: {
          allowedOrigins: config.sandboxConnectAllowedOrigins,
          timeoutMs: config.sandboxConnectTimeoutMs,
        },
      },
    });
  } else {
    app.log.info({ platform: config.platformBaseUrl }, 'using the configured platform');
  }
  registerHealth(app, healthProbes);

  await app.register(async (routes) => {
    await registerRateLimit(routes, config.rateLimitMax, store.db, 'portal');
    // Answers carry user data, secrets and tokens: no shared or browser cache keeps them.
    routes.addHook('onSend', async (request, reply) => {
      if (isServerRoute(request.url) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
    const deps = {
      config,
      platform,
      store,
      preloadSpecs: options.preloadSpecs ?? false,
    };
    for (const plugin of [...routePlugins, mcpRoutes]) await routes.register(plugin, deps);
  });

  sitePages = await registerStaticSite(app, config.publicDir);
  if (existsSync(config.publicDir)) {
    registerMarkdownTwins(app, config.publicDir);
    registerGzippedPages(app, config.publicDir);
  }
  return app;
}
