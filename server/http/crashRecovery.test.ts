/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { compiledServerCommand } from '../test-support/compiledServer';
import { closedPort, signIn, tempDir } from '../test-support/testServer';
import { installOutboundGuard, removeOutboundGuard } from '../test-support/outboundGuard';

// The fault suite, process part (docs/behaviour.md §7): the real server in its own process
// (the compiled dist/server.js, its own DATA_DIR, a free loopback port) is killed with SIGKILL while
// newsletter sign-ups and integration keys are being written; after a restart on the same data
// directory every write it had acknowledged is there. A corrupted database file stops the start
// with a message naming the file.

interface Child {
  process: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

function spawnServer(dataDir: string, port: number): Child {
  let output = '';
  // The compiled server in one process: SIGKILL reaches the server itself.
  const server = compiledServerCommand();
  const child = spawn(server.command, server.args, {
    cwd: server.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_DIR: path.join(dataDir, 'not-built'),
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '100000',
      // One trusted hop: each sign-up below comes "from" its own client address, so the
      // per-client sign-up limit does not cut the writes short.
      TRUST_PROXY: '1',
    },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitUntilServing(child: Child): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`server exited: ${child.output()}`);
    try {
      if ((await fetch(`${child.base}/auth/login`, { redirect: 'manual' })).status === 302) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${child.output()}`);
}

const children: Child[] = [];
beforeAll(installOutboundGuard);
afterAll(() => {
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  removeOutboundGuard();
});

async function started(dataDir: string): Promise<Child> {
  const child = spawnServer(dataDir, await closedPort());
  children.push(child);
  await waitUntilServing(child);
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

  const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true });
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
    const second = spawnServer(dataDir, await closedPort());
    children.push(second);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(file);
  },
  90_000,
);
