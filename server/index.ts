import { buildApp } from './app';
import { loadConfig } from './config';

/** In-flight requests get this long to finish after SIGTERM/SIGINT before the process exits. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, { preloadSpecs: true });
  await app.listen({ host: config.host, port: config.port });
  console.info(`Developer Center at http://localhost:${config.port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second signal: the operator wants out now
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: Error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`Start-up failed: ${error.message}`);
  process.exit(1);
});
