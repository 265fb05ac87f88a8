import type { FastifyInstance, FastifyReply } from 'fastify';

/** The balancer's health check (deploy/haproxy.cfg asks it every second). */
export const HEALTH_PATH = '/healthz';

/** A probe gets this long; a store that takes longer counts as unreachable. */
const PROBE_TIMEOUT_MS = 1500;

/** A store this instance needs, and a cheap question proving that it answers. */
export interface HealthProbe {
  name: string;
  check(): Promise<void>;
}

/**
 * Whether the balancer should send this instance new requests. On SIGTERM the server drains
 * first (server/index.ts): /healthz answers 503 while requests are still served, so the
 * balancer takes the instance out before it stops accepting connections.
 */
export interface Readiness {
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

function withinTime(check: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)),
      PROBE_TIMEOUT_MS,
    );
  });
  return Promise.race([check(), late]).finally(() => clearTimeout(timer));
}

function answer(reply: FastifyReply, status: 200 | 503, body: Record<string, unknown>) {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * GET /healthz: 200 when every probe answers, 503 naming the store that does not (never the
 * error, which may carry a host name) or while draining. Registered at the root, outside the
 * rate-limited routes, and quiet in the log: the balancer asks every second. A store's
 * failure is logged when it starts and when it ends, not at every check.
 */
export function registerHealth(app: FastifyInstance, probes: HealthProbe[]): Readiness {
  let draining = false;
  const failing = new Set<string>();
  const readiness: Readiness = {
    drain() {
      draining = true;
    },
  };

  app.get(HEALTH_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (draining) return answer(reply, 503, { status: 'draining' });
    const results = await Promise.allSettled(probes.map((probe) => withinTime(probe.check)));
    const stores: Record<string, 'ok' | 'unreachable'> = {};
    results.forEach((result, index) => {
      const { name } = probes[index];
      stores[name] = result.status === 'fulfilled' ? 'ok' : 'unreachable';
      if (result.status === 'rejected' && !failing.has(name)) {
        failing.add(name);
        request.log.error({ err: result.reason, store: name }, 'health check: store unreachable');
      } else if (result.status === 'fulfilled' && failing.delete(name)) {
        request.log.warn({ store: name }, 'health check: store reachable again');
      }
    });
    const healthy = results.every((result) => result.status === 'fulfilled');
    return answer(reply, healthy ? 200 : 503, { status: healthy ? 'ok' : 'unavailable', stores });
  });
  app.decorate('readiness', readiness);
  return readiness;
}
