import { buildApp } from './app';
import { loadConfig } from './config';
import { operationIndex } from './catalog';
import { startFavouringMemory } from './favourMemory';

/** In-flight requests get this long to finish once the server stops accepting connections. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const app = await startFavouringMemory(async () => {
    const started = await buildApp(config, { preloadSpecs: true });
    await started.listen({ host: config.host, port: config.port });
    // the catalog the sandbox preloads once listening: the other half of start-up's garbage
    await operationIndex().catch(() => undefined);
    return started;
  });
  console.info(`Developer Center at http://localhost:${config.port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second signal: the operator wants out now
    stopping = true;
    // SIGTERM is how a deploy stops an instance behind a balancer: /healthz turns 503 at once,
    // and the server keeps serving for SHUTDOWN_DELAY_MS while the balancer notices and sends
    // new requests elsewhere; only then does it stop accepting. Ctrl-C (SIGINT) stops at once.
    app.readiness.drain();
    const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
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

main().catch((error: Error) => {
  console.error(`Start-up failed: ${error.message}`);
  process.exit(1);
});
