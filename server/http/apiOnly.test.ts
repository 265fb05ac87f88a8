/** @jest-environment node */
import { startServer } from '../../test-support/testServer';

describe('without a built site', () => {
  it('logs a line and still serves the API', async () => {
    const server = await startServer();
    try {
      expect(server.logs.join('')).toContain('the built site is missing');
      expect((await fetch(`${server.base}/api/user`)).status).toBe(401);
      expect((await fetch(`${server.base}/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
