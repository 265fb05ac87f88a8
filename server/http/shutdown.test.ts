/** @jest-environment node */
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
