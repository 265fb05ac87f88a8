import type { FastifyInstance, FastifyReply } from 'fastify';
import { isStoreUnwritable, type UnwritableState } from '@developer-center/store';

/** The balancer's health check (deploy/haproxy.cfg asks it every second). */
export const HEALTH_PATH = '/healthz';

/** A probe gets this long; a store that takes longer counts as unreachable. */
const PROBE_TIMEOUT_MS = 1500;

/** A store this instance needs, and a cheap question proving that it answers and takes writes. */
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

/**
 * A probe asked again while its last check is still running (a write waiting for SQLite's lock,
 * a slow database) shares that check: checks never pile up behind a slow store.
 */
function sharedCheck(check: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= check().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** What the answer says of a store: answering and writable, or why not (never the error). */
type StoreState = 'ok' | 'unreachable' | UnwritableState;

const stateOf = (result: PromiseSettledResult<void>): StoreState =>
  result.status === 'fulfilled'
    ? 'ok'
    : isStoreUnwritable(result.reason)
      ? result.reason.state
      : 'unreachable';

function answer(reply: FastifyReply, status: 200 | 503, body: Record<string, unknown>) {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * GET /healthz: 200 when every probe answers and takes a write, 503 naming the store that does
 * not, as `unreachable`, `read-only` or `unwritable` (never the error, which may carry a host
 * name), or while draining. Registered at the root, outside the rate-limited routes, and quiet
 * in the log: the balancer asks every second. A store's failure is logged when it starts, when
 * it changes and when it ends, not at every check.
 */
export function registerHealth(app: FastifyInstance, probes: HealthProbe[]): Readiness {
  let draining = false;
  const failing = new Map<string, StoreState>();
  const checks = probes.map((probe) => sharedCheck(probe.check));
  const readiness: Readiness = {
    drain() {
      draining = true;
    },
  };

  app.get(HEALTH_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (draining) return answer(reply, 503, { status: 'draining' });
    const results = await Promise.allSettled(checks.map((check) => withinTime(check)));
    const stores: Record<string, StoreState> = {};
    results.forEach((result, index) => {
      const { name } = probes[index];
      const state = stateOf(result);
      stores[name] = state;
      if (result.status === 'rejected' && failing.get(name) !== state) {
        failing.set(name, state);
        request.log.error({ err: result.reason, store: name }, `health check: store ${state}`);
      } else if (result.status === 'fulfilled' && failing.delete(name)) {
        request.log.warn({ store: name }, 'health check: store ok again');
      }
    });
    const healthy = results.every((result) => result.status === 'fulfilled');
    return answer(reply, healthy ? 200 : 503, { status: healthy ? 'ok' : 'unavailable', stores });
  });
  app.decorate('readiness', readiness);
  return readiness;
}
