/** @jest-environment node */
import { startServer } from '../../test-support/testServer';

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    const server = await startServer({}, (app) => {
      app.get('/api/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { done: true };
      });
    });
    const inFlight = fetch(`${server.base}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = server.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`${server.base}/api/user`)).rejects.toThrow();
  });
});
