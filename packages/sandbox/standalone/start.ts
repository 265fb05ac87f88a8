import Fastify, { type FastifyInstance } from 'fastify';
import { EMBEDDED_PLATFORM_PATH } from '../../../lib/platform/baseUri';
import { sandboxPlugin } from '..';
import type { StandaloneConfig } from './config';
import { specOperationIndex } from './operationIndex';

/** The platform on its own port, listening. */
export interface StandalonePlatform {
  app: FastifyInstance;
  /** The origin it answers at, e.g. `http://127.0.0.1:9100`. */
  origin: string;
  /**
   * Its base URL: the origin and the mount path, as embedded (`/sandbox`). OAuth is at
   * `{baseUrl}/oauth/...`, user info answers `base_uri` = this, and each API lives under it at
   * its registry base path (`{baseUrl}/restapi`, `{baseUrl}/clickapi`, ...).
   */
  baseUrl: string;
}

/**
 * Starts the platform alone: the plugin the portal mounts, under the same path, on a server of
 * its own, with the spec operations of lib/ and a health check. Closing the app closes the store.
 */
export async function startStandalone(config: StandaloneConfig): Promise<StandalonePlatform> {
  const app = Fastify({ logger: { level: config.logLevel }, return503OnClosing: true });
  const probes: (() => Promise<void>)[] = [];
  await app.register(sandboxPlugin, {
    prefix: EMBEDDED_PLATFORM_PATH,
    store: config.store,
    operationIndex: () => specOperationIndex(),
    tokenTtlSeconds: config.tokenTtlSeconds,
    rateLimitMax: config.rateLimitMax,
    apiLimits: config.apiLimits,
    preloadSpecs: true,
    healthProbe: (check) => probes.push(check),
    connect: {
      policy: {
        allowedOrigins: config.connectAllowedOrigins,
        timeoutMs: config.connectTimeoutMs,
      },
    },
  });
  // What a supervisor or a test waits for: the store answers and takes writes.
  app.get('/healthz', async (_request, reply) => {
    const failed = (await Promise.allSettled(probes.map((check) => check()))).some(
      (result) => result.status === 'rejected',
    );
    return reply.code(failed ? 503 : 200).send({ status: failed ? 'unavailable' : 'ok' });
  });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the platform has no address');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const shown = host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host;
  const origin = `http://${shown}:${address.port}`;
  return { app, origin, baseUrl: `${origin}${EMBEDDED_PLATFORM_PATH}` };
}
