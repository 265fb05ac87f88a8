/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { installOutboundGuard, OutboundRefused, removeOutboundGuard } from './outboundGuard';

beforeAll(installOutboundGuard);
afterAll(removeOutboundGuard);

it('refuses a TCP connection to a non-loopback address at once, sending nothing', async () => {
  const started = Date.now();
  const error = await new Promise<Error>((resolve) => {
    const socket = net.connect(80, '192.0.2.1');
    socket.on('connect', () => resolve(new Error('connected')));
    socket.on('error', resolve);
  });
  expect(error).toBeInstanceOf(OutboundRefused);
  expect(error.message).toContain('192.0.2.1');
  // No SYN went out: an unrouted TEST-NET address would otherwise take seconds to fail.
  expect(Date.now() - started).toBeLessThan(500);
});

it('lets loopback connections through', async () => {
  const server = http.createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
  server.close();
});
