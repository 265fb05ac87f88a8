/** @jest-environment node */
import { ADMIN, bearer, signIn, startServer } from '../../test-support/testServer';

// The rule itself (which segments and names are secret) is tested in ./redaction; here, that
// every line the real server writes goes through it.

describe('request logs', () => {
  it('carry method, URL and status, never the bearer token or cookies', async () => {
    const server = await startServer();
    try {
      const token = await signIn(server.base, ADMIN);
      await fetch(`${server.base}/api/user?token=${token}&api_key=k3y-value-1`, {
        headers: { ...bearer(token), cookie: `dct=${token}` },
      });
      const lines = server.logs.map((line) => JSON.parse(line));
      expect(lines).toContainEqual(
        expect.objectContaining({
          req: expect.objectContaining({
            method: 'GET',
            url: '/api/user?token=[Redacted]&api_key=[Redacted]',
          }),
        }),
      );
      expect(server.logs.join('')).not.toContain(token);
      expect(server.logs.join('')).not.toContain('k3y-value-1');
    } finally {
      await server.close();
    }
  });

  it('hide a secret path segment even in a line that quotes the raw URL', async () => {
    const server = await startServer();
    try {
      const token = 'Lq2-link-token-nobody-may-read_0123456789abc';
      const response = await fetch(`${server.base}/sandbox/signing/${token}`);
      expect(response.status).toBe(404);
      // A framework's own warning, as Fastify writes one (the URL as the client sent it).
      server.app.log.warn(`Reply was already sent in the "/sandbox/signing/${token}" (GET) route`);
      server.app.log.error({ err: new Error(`fetch http://h/sandbox/signing/${token} failed`) });
      const logs = server.logs.join('');
      expect(logs).toContain('"url":"/sandbox/signing/[Redacted]"');
      expect(logs).toContain('in the \\"/sandbox/signing/[Redacted]\\" (GET) route');
      expect(logs).not.toContain(token);
    } finally {
      await server.close();
    }
  });
});
