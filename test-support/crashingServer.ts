// `node --import tsx test-support/crashingServer.ts`: the real app from its environment,
// as server/index.ts starts it, plus test-only routes whose work throws where nothing catches
// it, for server/http/uncaught.test.ts. Never part of the product.
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { exitOnUncaught } from '../server/http/uncaught';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  exitOnUncaught(app.log);
  // Outside any promise chain: a callback of the request's own work throws.
  app.get('/test-crash/throw', async () => {
    setImmediate(() => {
      throw new Error('thrown where nothing catches it');
    });
    return { thrown: 'soon' };
  });
  // After the body was read: a rejection nobody handles.
  app.post('/test-crash/reject', async (request) => {
    void Promise.reject(new Error(`rejected with ${JSON.stringify(request.body).length} bytes`));
    return { rejected: 'soon' };
  });
  await app.listen({ host: config.host, port: config.port });
}

void main();
