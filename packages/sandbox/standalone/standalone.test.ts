/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compiledServerCommand } from '../../../test-support/compiledServer';
import { tempDir } from '../../../test-support/testServer';
import { SANDBOX_PORTAL_CLIENT } from '..';
import { ADMIN, bearer, form, signIn, type RunningSandbox } from '../test-support/sandbox';

// `npm run sandbox` as a developer runs it: the compiled stand-alone platform in a process of
// its own, on a port of its own, spoken to only over HTTP, as any application would: the
// authorization-code and JWT grants, user info's base_uri, an envelope created under it.

const root = path.resolve(__dirname, '..', '..', '..');
let child: ChildProcess;
let output = '';
let sandbox: RunningSandbox;

beforeAll(async () => {
  const { command, args, cwd } = compiledServerCommand('sandbox-server');
  child = spawn(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SANDBOX_PORT: '0',
      SANDBOX_DATA_DIR: tempDir('standalone-sandbox-'),
      PUBLIC_DIR: tempDir('standalone-not-built-'),
    },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /Sandbox platform listening: (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]);
      if (found || child.exitCode !== null) clearInterval(timer);
      if (!found && child.exitCode !== null) reject(new Error(`exited: ${output}`));
    }, 100);
  });
  const origin = new URL(base).origin;
  sandbox = { origin, base, dataDir: '', close: async () => undefined };
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});

it('is what `npm run sandbox` runs', () => {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  expect(manifest.scripts.sandbox).toBe('node scripts/compiled.mjs sandbox-server');
});

it('prints its base URL under /sandbox, the demo users and the portal client', () => {
  expect(sandbox.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox$/);
  expect(output).toContain(`${sandbox.base}/restapi`);
  expect(output).toContain(ADMIN.email);
  expect(output).toContain(ADMIN.password);
  expect(output).toContain(`client_id ${SANDBOX_PORTAL_CLIENT.clientId}`);
});

it('answers its health check', async () => {
  const response = await fetch(`${sandbox.origin}/healthz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

it('signs in with the authorization code and creates an envelope under base_uri', async () => {
  const { access_token: token } = await signIn(sandbox, ADMIN);
  const userinfo = await fetch(`${sandbox.base}/oauth/userinfo`, { headers: bearer(token) });
  expect(userinfo.status).toBe(200);
  const account = (await userinfo.json()).accounts[0];
  expect(account.base_uri).toBe(sandbox.base);
  const created = await fetch(
    `${account.base_uri}/restapi/v2.1/accounts/${account.account_id}/envelopes`,
    {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        emailSubject: 'Standalone',
        status: 'created',
        documents: [
          {
            documentId: '1',
            name: 'note.txt',
            fileExtension: 'txt',
            documentBase64: Buffer.from('Signed on its own').toString('base64'),
          },
        ],
      }),
    },
  );
  expect(created.status).toBe(201);
  const { envelopeId } = await created.json();
  const read = await fetch(
    `${account.base_uri}/restapi/v2.1/accounts/${account.account_id}/envelopes/${envelopeId}`,
    { headers: bearer(token) },
  );
  expect(await read.json()).toMatchObject({ envelopeId, status: 'created' });
}, 30_000);

it('takes a JWT grant for an integration key created through its management API', async () => {
  const { access_token: adminToken } = await signIn(sandbox, ADMIN);
  const created = await fetch(
    `${sandbox.base}/management/v1/accounts/${ADMIN.accountId}/applications`,
    {
      method: 'POST',
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Any application', shouldCreateRSAKey: true }),
    },
  );
  expect(created.status).toBe(201);
  const key = await created.json();
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({
    iss: key.client_id,
    sub: ADMIN.userId,
    aud: new URL(sandbox.origin).host,
    iat: now,
    exp: now + 600,
    scope: 'signature impersonation',
  })}`;
  const signature = sign('RSA-SHA256', Buffer.from(unsigned), key.keys[0].privateKey);
  const grant = await fetch(
    `${sandbox.base}/oauth/token`,
    form({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${unsigned}.${signature.toString('base64url')}`,
    }),
  );
  expect(grant.status).toBe(200);
  const { access_token: token } = await grant.json();
  const envelopes = await fetch(
    `${sandbox.base}/restapi/v2.1/accounts/${ADMIN.accountId}/envelopes?from_date=2020-01-01`,
    { headers: bearer(token) },
  );
  expect(envelopes.status).toBe(200);
}, 30_000);

it('stops on SIGTERM, closing its store', async () => {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
});
