/** @jest-environment node */
import { redactUrl } from './logging';
import { ADMIN, bearer, signIn, startServer } from '../test-support/testServer';

describe('redactUrl', () => {
  it('hides the values of token, secret and code parameters and keeps the rest', () => {
    expect(
      redactUrl('/api/access-token?integrationKeyId=abc&secretKey=s3cr3t&authorizationCode=c0de'),
    ).toBe(
      '/api/access-token?integrationKeyId=abc&secretKey=[Redacted]&authorizationCode=[Redacted]',
    );
    expect(redactUrl('/auth/callback?code=1&state=2')).toBe(
      '/auth/callback?code=[Redacted]&state=[Redacted]',
    );
    expect(redactUrl('/x?access_token=t&Token=u&q=search')).toBe(
      '/x?access_token=[Redacted]&Token=[Redacted]&q=search',
    );
  });

  it('recognises encoded parameter names', () => {
    expect(redactUrl('/x?%73ecret=v')).toBe('/x?%73ecret=[Redacted]');
  });

  it('leaves URLs without a query alone', () => {
    expect(redactUrl('/docs/')).toBe('/docs/');
  });
});

describe('request logs', () => {
  it('carry method, URL and status, never the bearer token or cookies', async () => {
    const server = await startServer();
    try {
      const token = await signIn(server.base, ADMIN);
      await fetch(`${server.base}/api/user?token=${token}`, {
        headers: { ...bearer(token), cookie: `dct=${token}` },
      });
      const lines = server.logs.map((line) => JSON.parse(line));
      expect(lines).toContainEqual(
        expect.objectContaining({
          req: expect.objectContaining({ method: 'GET', url: '/api/user?token=[Redacted]' }),
        }),
      );
      expect(server.logs.join('')).not.toContain(token);
    } finally {
      await server.close();
    }
  });
});
