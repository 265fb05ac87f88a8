/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { readOnlySqlite } from '../../test-support/readOnlySqlite';
import { closedPort, signIn, tempDir } from '../../test-support/testServer';
import { installOutboundGuard, removeOutboundGuard } from '../../test-support/outboundGuard';
import {
  spawnServer,
  startServerProcess,
  type ServerProcess,
} from '../../test-support/serverProcess';

// The fault suite, process part (docs/behaviour.md §7): the real server in its own process
// (the compiled dist/server.js, its own DATA_DIR, a free loopback port) is killed with SIGKILL while
// newsletter sign-ups and integration keys are being written; after a restart on the same data
// directory every write it had acknowledged is there. A corrupted database file stops the start
// with a message naming the file.

const children: ServerProcess[] = [];
beforeAll(installOutboundGuard);
afterAll(() => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  removeOutboundGuard();
});

// One trusted hop: each sign-up below comes "from" its own client address, so the per-client
// sign-up limit does not cut the writes short.
const serverEnv = (dataDir: string) => ({ DATA_DIR: dataDir, TRUST_PROXY: '1' });

async function started(dataDir: string): Promise<ServerProcess> {
  const child = await startServerProcess(serverEnv(dataDir));
  children.push(child);
  return child;
}

it('keeps every acknowledged sign-up and key across a kill -9 during writes', async () => {
  const dataDir = tempDir('crash-');
  const first = await started(dataDir);
  const token = await signIn(first.base);
  const signups: string[] = [];
  const keys: string[] = [];
  let stop = false;
  let sequence = 0;

  async function writeSignups() {
    while (!stop) {
      const n = (sequence += 1);
      const email = `crash-${n}@example.test`;
      try {
        const response = await fetch(`${first.base}/api/newsletter-signup`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            'x-forwarded-for': `10.9.${n >> 8}.${n & 255}`,
          },
          body: new URLSearchParams({ email, consent: 'on' }).toString(),
        });
        if (response.status === 201) signups.push(email);
      } catch {
        return; // the server is gone
      }
    }
  }
  async function writeKeys() {
    while (!stop) {
      try {
        const response = await fetch(`${first.base}/api/applications`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Crash ${keys.length}`,
            redirect_uris: [],
            shouldCreateSecretKey: true,
            shouldCreateRSAKey: false,
          }),
        });
        if (response.status !== 201 && response.status !== 200) return;
        const created = await response.json();
        keys.push(created.integrationKeyId ?? created.clientId ?? created.client_id);
      } catch {
        return;
      }
    }
  }

  const writers = [writeSignups(), writeSignups(), writeSignups(), writeKeys(), writeKeys()];
  // Kill once enough writes are acknowledged, while more are in flight.
  const deadline = Date.now() + 20_000;
  while ((signups.length < 30 || keys.length < 10) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  first.process.kill('SIGKILL');
  await first.exited;
  stop = true;
  await Promise.all(writers);
  expect(signups.length).toBeGreaterThanOrEqual(30);
  expect(keys.length).toBeGreaterThanOrEqual(10);
  expect(keys.every((key) => typeof key === 'string')).toBe(true);

  const second = await started(dataDir);
  const list = await fetch(`${second.base}/api/applications`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status).toBe(200);
  const listed = JSON.stringify(await list.json());
  for (const key of keys) expect(listed).toContain(key);
  second.process.kill('SIGTERM');
  await second.exited;

  const db = readOnlySqlite(path.join(dataDir, 'portal.sqlite'));
  const stored = new Set(
    (db.prepare('SELECT email FROM signups').all() as Array<{ email: string }>).map(
      (row) => row.email,
    ),
  );
  db.close();
  for (const email of signups) expect(stored).toContain(email);
}, 120_000);

it.each(['sandbox.sqlite', 'portal.sqlite'])(
  'refuses to start on a corrupted %s, naming the file',
  async (name) => {
    const dataDir = tempDir('corrupt-');
    const first = await started(dataDir);
    first.process.kill('SIGTERM');
    await first.exited;
    const file = path.join(dataDir, name);
    for (const extra of ['-wal', '-shm']) fs.rmSync(`${file}${extra}`, { force: true });
    const size = fs.statSync(file).size;
    fs.writeFileSync(file, Buffer.alloc(Math.max(size, 4096), 0x5a));
    const second = spawnServer(serverEnv(dataDir), await closedPort());
    children.push(second);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(file);
  },
  90_000,
);

// Every data file is checked at start, and refused naming it, never replaced (docs/behaviour.md).
it.each([
  ['an emptied cookie secret', 'cookie-secret', (file: string) => fs.writeFileSync(file, '')],
  [
    'a sandbox database with damaged inner pages',
    'sandbox.sqlite',
    (file: string) => {
      const bytes = fs.readFileSync(file);
      bytes.fill(0xa5, 4 * 4096, Math.min(bytes.length, 40 * 4096));
      fs.writeFileSync(file, bytes);
    },
  ],
  ['an empty portal database', 'portal.sqlite', (file: string) => fs.writeFileSync(file, '')],
])(
  'refuses to start on %s, naming the file and leaving it as it was',
  async (_label, name, damage) => {
    const dataDir = tempDir('damaged-');
    const first = await started(dataDir);
    // Rows enough to span many pages of the sandbox database.
    const token = await signIn(first.base);
    for (let index = 0; index < 20; index += 1) await signIn(first.base);
    expect(token).toBeTruthy();
    first.process.kill('SIGTERM');
    await first.exited;
    const file = path.join(dataDir, name);
    for (const extra of ['-wal', '-shm']) fs.rmSync(`${file}${extra}`, { force: true });
    damage(file);
    const before = fs.readFileSync(file);
    const second = spawnServer(serverEnv(dataDir), await closedPort());
    children.push(second);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(file);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  },
  90_000,
);
