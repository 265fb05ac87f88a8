/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PlatformError } from './errors';
import { MAX_PLATFORM_ANSWER_BYTES, platformRequest } from './request';

// Issue 16.4: a platform answer is capped and its time limit covers the whole body.
let server: http.Server;
let base: string;
let sentBytes = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/huge') {
      // Streams chunk by chunk until the client goes away: nothing is allocated up front.
      const chunk = Buffer.alloc(64 * 1024, 'a');
      response.writeHead(200, { 'content-type': 'application/json' });
      const pump = () => {
        while (!response.destroyed && sentBytes < 400 * 1024 * 1024) {
          sentBytes += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('close', () => undefined);
      pump();
      return;
    }
    if (request.url === '/slow-body') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"a":');
      const timer = setInterval(() => response.write(' '), 50);
      response.on('close', () => clearInterval(timer));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const call = (path: string, timeoutMs = 5000) =>
  platformRequest({ method: 'GET', url: `${base}${path}`, timeoutMs });

it('reads a normal answer', async () => {
  await expect(call('/ok')).resolves.toEqual({ ok: true });
});

it('refuses an answer larger than the cap with a 502 kind, without reading it all', async () => {
  const failure = await call('/huge').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(PlatformError);
  expect((failure as PlatformError).kind).toBe('failed');
  expect((failure as PlatformError).message).toMatch(/too large/);
  // The connection is dropped soon after the cap: the 400 MB were never sent.
  expect(sentBytes).toBeLessThan(MAX_PLATFORM_ANSWER_BYTES * 20);
});

it('the time limit covers a body that trickles', async () => {
  const failure = await call('/slow-body', 300).catch((error: unknown) => error);
  expect((failure as PlatformError).kind).toBe('timeout');
});
