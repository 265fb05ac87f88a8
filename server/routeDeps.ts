import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from './config';
import type { PlatformClient } from './platform';
import type { PortalStore } from './portalStore';

/** What every route module receives: the configuration, the platform client, start-up choices. */
export interface RouteDeps {
  config: ServerConfig;
  platform: PlatformClient;
  /** The portal's store (sign-ups, shared limits), SQLite or PostgreSQL. */
  store: PortalStore;
  /** Load what a route needs while the server starts (BuildOptions.preloadSpecs). */
  preloadSpecs: boolean;
}

/** A route module: a Fastify plugin that declares full paths (/api/..., /auth/...). */
export type RoutePlugin = FastifyPluginAsync<RouteDeps>;
