/** @jest-environment node */
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { sandboxPlugin, SANDBOX_PORTAL_CLIENT } from './index';
import { specOperationIndex as operationIndex } from './standalone/operationIndex';
import { ADMIN, PORTAL_REDIRECT, tempDataDir } from './test-support/sandbox';

describe('sandbox plugin inside a host app', () => {
  it('works when the host already parses forms, and answers JSON 404 under its prefix', async () => {
    const app = Fastify({ logger: false });
    await app.register(formbody);
    await app.register(sandboxPlugin, {
      prefix: '/sandbox',
      store: { kind: 'sqlite', dataDir: tempDataDir() },
      operationIndex,
    });
    app.get('/', async () => 'host page');
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const login = await fetch(`${origin}/sandbox/oauth/auth/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          response_type: 'code',
          client_id: SANDBOX_PORTAL_CLIENT.clientId,
          redirect_uri: PORTAL_REDIRECT,
          email: ADMIN.email,
          password: ADMIN.password,
        }).toString(),
      });
      expect(login.status).toBe(302);
      const missing = await fetch(`${origin}/sandbox/nothing-here`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
      expect(await (await fetch(`${origin}/`)).text()).toBe('host page');
    } finally {
      await app.close();
    }
  });

  it('refuses a token lifetime that is not a positive integer', async () => {
    const app = Fastify({ logger: false });
    app.register(sandboxPlugin, {
      prefix: '/sandbox',
      store: { kind: 'sqlite', dataDir: tempDataDir() },
      operationIndex,
      tokenTtlSeconds: 0,
    });
    await expect(app.ready()).rejects.toThrow('tokenTtlSeconds');
    await app.close();
  });
});
