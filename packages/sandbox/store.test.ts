/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { readOnlySqlite } from '../../test-support/readOnlySqlite';
import { SANDBOX_PORTAL_CLIENT } from './index';
import {
  ADMIN,
  basicAuth,
  bearer,
  exchangeCode,
  obtainCode,
  signIn,
  startSandbox,
  tempDataDir,
} from './test-support/sandbox';

describe('sandbox store', () => {
  it('keeps keys and tokens across restarts on the same data directory, seeding once', async () => {
    const dataDir = tempDataDir();
    const first = await startSandbox({ dataDir });
    const token = (await signIn(first, ADMIN)).access_token;
    const created = await (
      await fetch(`${first.base}/management/v1/accounts/${ADMIN.accountId}/applications`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Survives restarts', shouldCreateSecretKey: true }),
      })
    ).json();
    await first.close();

    const second = await startSandbox({ dataDir });
    try {
      const list = await fetch(
        `${second.base}/management/v1/accounts/${ADMIN.accountId}/applications`,
        {
          headers: bearer(token),
        },
      );
      expect(list.status).toBe(200);
      const { applications } = await list.json();
      expect(applications.map((app: { client_id: string }) => app.client_id)).toEqual([
        created.client_id,
      ]);
    } finally {
      await second.close();
    }
    const db = readOnlySqlite(path.join(dataDir, 'sandbox.sqlite'));
    expect(db.prepare('SELECT COUNT(*) AS n FROM users').all()).toEqual([{ n: 2 }]);
    expect(db.pragma('journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    db.close();
  });

  it('stores no plain secret, token or password', async () => {
    const dataDir = tempDataDir();
    const sandbox = await startSandbox({ dataDir });
    const tokens = await signIn(sandbox, ADMIN);
    const created = await (
      await fetch(`${sandbox.base}/management/v1/accounts/${ADMIN.accountId}/applications`, {
        method: 'POST',
        headers: { ...bearer(tokens.access_token), 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Hash check',
          shouldCreateSecretKey: true,
          shouldCreateRSAKey: true,
        }),
      })
    ).json();
    await sandbox.close();
    const files = fs
      .readdirSync(dataDir)
      .map((name) => fs.readFileSync(path.join(dataDir, name)).toString('latin1'));
    const everything = files.join('\n');
    for (const value of [
      tokens.access_token,
      tokens.refresh_token,
      created.secrets[0].secret,
      created.keys[0].privateKey.split('\n')[1],
      ADMIN.password,
      'devcenter-portal-secret',
    ]) {
      expect(everything).not.toContain(value);
    }
  });

  it('replaces the portal client secret when the configured one changes', async () => {
    const dataDir = tempDataDir();
    const tokenStatus = async (
      sandbox: Awaited<ReturnType<typeof startSandbox>>,
      secret: string,
    ) => {
      const code = await obtainCode(sandbox);
      return (
        await exchangeCode(sandbox, { code }, basicAuth(SANDBOX_PORTAL_CLIENT.clientId, secret))
      ).status;
    };
    const first = await startSandbox({ dataDir, portalClientSecret: 'first-secret' });
    expect(await tokenStatus(first, 'first-secret')).toBe(200);
    await first.close();
    const second = await startSandbox({ dataDir, portalClientSecret: 'second-secret' });
    try {
      expect(await tokenStatus(second, 'first-secret')).toBe(401);
      expect(await tokenStatus(second, 'second-secret')).toBe(200);
    } finally {
      await second.close();
    }
  });
});
