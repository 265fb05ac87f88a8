import { loadConfig } from './config';
import { buildApp } from './app';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });
  console.info(`Developer Center at http://localhost:${config.port}`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`Start-up failed: ${error.message}`);
  process.exit(1);
});
