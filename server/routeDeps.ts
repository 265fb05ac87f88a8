import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from './config';
import type { PlatformClient } from './platform';

/** What every route module receives: the configuration, the platform client, start-up choices. */
export interface RouteDeps {
  config: ServerConfig;
  platform: PlatformClient;
  /** Load what a route needs while the server starts (BuildOptions.preloadSpecs). */
  preloadSpecs: boolean;
  /**
   * The eSignature REST API's path under an account's base_uri: REST_API_PATH at a configured
   * platform, below the embedded sandbox's prefix otherwise.
   */
  restApiPath: string;
}

/** A route module: a Fastify plugin that declares full paths (/api/..., /auth/...). */
export type RoutePlugin = FastifyPluginAsync<RouteDeps>;
