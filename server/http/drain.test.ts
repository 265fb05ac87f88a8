/** @jest-environment node */
import { startServerProcess } from '../test-support/serverProcess';
import { tempDir } from '../test-support/testServer';

// SIGTERM, as a deploy stops an instance behind a balancer (server/index.ts): /healthz answers
// 503 at once, every other request is still served for SHUTDOWN_DELAY_MS, then the server
// stops accepting connections and exits 0.

it('drains on SIGTERM: 503 to the health check, still serving, then gone', async () => {
  const server = await startServerProcess({
    DATA_DIR: tempDir('drain-'),
    SHUTDOWN_DELAY_MS: '2500',
  });
  const signalledAt = Date.now();
  server.process.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));

  const health = await fetch(`${server.base}/healthz`);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ status: 'draining' });
  const page = await fetch(`${server.base}/api/global-user-id`);
  expect(page.status).toBe(200);
  expect(await page.json()).toHaveProperty('userUuid');

  expect(await server.exited).toBe(0);
  expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(2500);
  await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
}, 90_000);
