import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../config';
import type { PlatformClient } from '../platform';

/** What every route module receives: the configuration and the platform client. */
export interface RouteDeps {
  config: ServerConfig;
  platform: PlatformClient;
}

/** A route module: a Fastify plugin that declares full paths (/api/..., /auth/...). */
export type RoutePlugin = FastifyPluginAsync<RouteDeps>;
