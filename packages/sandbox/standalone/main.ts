// `npm run sandbox`: the embedded platform on a port of its own, for any application (docs:
// packages/sandbox/README.md, "Running it on its own"). Compiled into dist/sandbox-server.js,
// which loads the platform itself from dist/sandbox.js.
import { SANDBOX_PORTAL_CLIENT } from '..';
import { banner } from './banner';
import { standaloneConfig } from './config';
import { startStandalone } from './start';

async function main() {
  const platform = await startStandalone(standaloneConfig());
  process.stdout.write(`${banner(platform.baseUrl, SANDBOX_PORTAL_CLIENT.clientSecret)}\n`);
  const stop = () => {
    platform.app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`Sandbox start-up failed: ${error.message}`);
  process.exit(1);
});
