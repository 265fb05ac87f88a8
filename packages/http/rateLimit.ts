import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { hit, type SharedTables, type StoreDb } from '@developer-center/store';
import type { FastifyInstance } from 'fastify';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * A store for @fastify/rate-limit over the store's shared counters: every instance behind the
 * balancer counts into the same window, so a limit means the same with two instances as with
 * one. `namespace` keeps the portal's and the platform's limits apart; a route with limits of
 * its own counts apart from the others.
 */
export function sharedRateLimitStore<Tables extends SharedTables>(
  db: StoreDb<Tables>,
  namespace: string,
): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;
    private readonly timeWindow: number;

    constructor(options: FastifyRateLimitOptions | RouteOptions) {
      // What the plugin passes at run time (its typings say less): the global options, or for
      // `child` the route's merged limit options with the route as routeInfo.
      const given = options as {
        timeWindow?: unknown;
        routeInfo?: { method?: string; url?: string };
      };
      const route = given.routeInfo;
      this.scope = route?.url ? `${namespace}:${route.method}${route.url}` : namespace;
      this.timeWindow = typeof given.timeWindow === 'number' ? given.timeWindow : 60_000;
    }

    incr(key: string, callback: Callback) {
      hit(db, `rate:${this.scope}:${key}`, this.timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: state.resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions) {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}

/**
 * Per-client-address request limit of a scope (the portal's /api and /auth routes, the
 * platform's sign-in pages and token endpoint), counted in the store's shared counters.
 */
export async function registerRateLimit<Tables extends SharedTables>(
  scope: FastifyInstance,
  maxPerMinute: number,
  db: StoreDb<Tables>,
  namespace: string,
) {
  await scope.register(rateLimit, {
    max: maxPerMinute,
    timeWindow: 60_000,
    store: sharedRateLimitStore(db, namespace),
    // A store that cannot count does not take the site down with it.
    skipOnError: true,
  });
}
