/** @jest-environment node */
import net from 'node:net';
import { freePort } from '../../test-support/postgres';
import {
  spawnServer,
  startServerProcess,
  type ServerProcess,
} from '../../test-support/serverProcess';
import { tempDir } from '../../test-support/testServer';

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
  // Until the server has taken the signal (its log says so): a fixed 300 ms was sometimes before
  // it had, with another test file on the other core, and /healthz still answered 200.
  const tookSignal = Date.now() + 20_000;
  while (!server.output().includes('shutting down') && Date.now() < tookSignal) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

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

it('drains a SIGTERM sent the moment the port accepts, while start-up is still going on', async () => {
  // Start-up goes on after listening (the catalog preload): a signal in that window once killed
  // the process outright, because the handlers were installed at the end of start-up.
  const server = spawnServer(
    { DATA_DIR: tempDir('drain-early-'), SHUTDOWN_DELAY_MS: '1000' },
    await freePort(),
  );
  await untilAccepting(server.port, server);
  server.process.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('shutting down');
}, 90_000);

/** Resolves as soon as a TCP connection to `port` succeeds, polling every few milliseconds. */
async function untilAccepting(port: number, server: ServerProcess): Promise<void> {
  for (;;) {
    if (server.process.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
