import type { FastifyInstance } from 'fastify';

/** In-flight requests get this long to finish once the server stops accepting connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops the server on SIGTERM and SIGINT. Installed before the server listens: a deploy may
 * signal an instance as soon as its port answers, and start-up goes on after listening (the
 * catalog preload), so handlers installed at the end of start-up left a window in which SIGTERM
 * killed the process outright instead of draining it.
 *
 * SIGTERM is how a deploy stops an instance behind a balancer: /healthz turns 503 at once, and
 * the server keeps serving for `shutdownDelayMs` while the balancer notices and sends new
 * requests elsewhere; only then does it stop accepting. Ctrl-C (SIGINT) stops at once. A second
 * signal exits at once: the operator wants out now.
 */
export function stopOnSignals(app: FastifyInstance, shutdownDelayMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    app.readiness.drain();
    const delayMs = signal === 'SIGTERM' ? shutdownDelayMs : 0;
    app.log.info({ signal, delayMs }, 'shutting down: draining, then finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, delayMs + SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error: Error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, delayMs);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
