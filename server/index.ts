import { buildApp } from './app';
import { loadConfig } from './config';
import { operationIndex } from './catalog';
import { startFavouringMemory } from './favourMemory';
import { stopOnSignals } from './http/shutdown';
import { exitOnUncaught } from './http/uncaught';
import { startupFailure } from './startupFailure';

async function main() {
  const config = loadConfig();
  await startFavouringMemory(async () => {
    const started = await buildApp(config, { preloadSpecs: true });
    exitOnUncaught(started.log);
    stopOnSignals(started, config.shutdownDelayMs);
    await started.listen({ host: config.host, port: config.port });
    // the catalog the sandbox preloads once listening: the other half of start-up's garbage
    await operationIndex().catch(() => undefined);
  });
  console.info(`Developer Center at http://localhost:${config.port}`);
}

main().catch((error: Error) => {
  console.error(startupFailure(error));
  process.exit(1);
});
