/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { startServer } from '../../test-support/testServer';

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    let arrived: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    const server = await startServer({}, (app) => {
      app.get('/api/slow', async () => {
        arrived();
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { done: true };
      });
    });
    const inFlight = fetch(`${server.base}/api/slow`);
    // Closed once the request is in its handler: a fixed 100 ms was sometimes before it arrived
    // on a busy machine, and a request arriving while the server closes gets Fastify's 503.
    await inHandler;
    const closed = server.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`${server.base}/api/user`)).rejects.toThrow();
  });
});

it('ends a keep-alive connection whose answer was still being sent when closing began', async () => {
  // The answer's headers are out before close() and its body after: the connection is neither
  // idle when closing begins (so not closed then) nor told Connection: close (its headers were
  // sent). Closing waited past Jest's 20 s hook timeout on a loaded machine for such a one.
  let finish: () => void = () => undefined;
  const server = await startServer({}, (app) => {
    app.get('/api/streaming', (_request, reply) => {
      const body = new PassThrough();
      body.write('{"done":');
      finish = () => body.end('true}');
      return reply.type('application/json').send(body);
    });
  });
  const response = await fetch(`${server.base}/api/streaming`, {
    headers: { 'accept-encoding': 'identity' },
  });
  expect(response.status).toBe(200);
  const closed = server.close().then(() => 'closed');
  // The body ends once the server has stopped listening, i.e. after it closed its idle ones.
  while (server.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
  finish();
  expect(await response.json()).toEqual({ done: true });
  const timeout = new Promise((resolve) => setTimeout(() => resolve('still open'), 5000).unref());
  expect(await Promise.race([closed, timeout])).toBe('closed');
});
