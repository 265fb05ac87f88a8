/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { eventually } from '@developer-center/sandbox/test-support/connectPlatform';
import { newPostgresDatabase } from '../../test-support/stores';
import { startServer, tempDir, type RunningServer } from '../../test-support/testServer';
// `app.readiness`: the decoration health.ts declares on Fastify's instance.
import type {} from './health';

// GET /healthz, the balancer's check (deploy/haproxy.cfg): 200 while every store of the
// instance answers a cheap query and takes a write, 503 when one does not (unreachable,
// read-only or unwritable) and from the moment it drains.

function builtSite(): string {
  const root = tempDir('public-');
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><h1>Home</h1>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><h1>Not found</h1>');
  return root;
}

/** A GET naming its own Host header (fetch always sends the URL's). */
function statusFor(server: RunningServer, pathname: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.base}${pathname}`, { headers: { host } }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
      .on('error', reject);
  });
}

const health = (server: RunningServer) => fetch(`${server.base}/healthz`, { redirect: 'manual' });

describe('GET /healthz on SQLite, with the embedded sandbox and a built site', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ PUBLIC_DIR: builtSite(), RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => server.close());

  it('answers 200 naming both stores, never cached, never sent to a page path', async () => {
    const response = await health(server);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      stores: { portal: 'ok', sandbox: 'ok' },
    });
  });

  it('is never rate-limited, while /api is', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await health(server)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    const api = [];
    for (let i = 0; i < 4; i += 1) {
      api.push((await fetch(`${server.base}/api/global-user-id`)).status);
    }
    expect(api).toContain(429);
  });

  it('answers the host name the balancer checks with, which pages refuse', async () => {
    expect(await statusFor(server, '/healthz', 'balancer-check.internal')).toBe(200);
    expect(await statusFor(server, '/', 'balancer-check.internal')).toBe(421);
  });

  it('turns 503 once the instance drains, while it still serves everything else', async () => {
    server.app.readiness.drain();
    const response = await health(server);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${server.base}/`)).status).toBe(200);
  });
});

it('asks only the portal store when a platform is configured', async () => {
  const server = await startServer({ PLATFORM_BASE_URL: 'http://127.0.0.1:9/platform' });
  try {
    expect(await (await health(server)).json()).toEqual({
      status: 'ok',
      stores: { portal: 'ok' },
    });
  } finally {
    await server.close();
  }
});

describe('GET /healthz on PostgreSQL', () => {
  let server: RunningServer;
  let admin: pg.Client;
  let database: string;
  beforeAll(async () => {
    const url = await newPostgresDatabase('health');
    database = new URL(url).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.DEVCENTER_TEST_POSTGRES_URL });
    await admin.connect();
    server = await startServer({ DATABASE_URL: url, COOKIE_SECRET: 'h'.repeat(32) });
  });
  afterAll(async () => {
    await server.close();
    await admin.end();
  });

  /** No new session may open on the database, and the open ones are ended. */
  async function cutOff(allowed: boolean) {
    await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS ${allowed}`);
    if (!allowed) {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
    }
  }

  it('answers 503 naming the stores while the database refuses sessions, 200 once it is back', async () => {
    expect((await health(server)).status).toBe(200);
    await cutOff(false);
    try {
      for (let check = 0; check < 3; check += 1) {
        const response = await health(server);
        expect(response.status).toBe(503);
        const body = await response.json();
        expect(body).toEqual({
          status: 'unavailable',
          stores: { portal: 'unreachable', sandbox: 'unreachable' },
        });
      }
    } finally {
      await cutOff(true);
    }
    expect((await health(server)).status).toBe(200);
    const lines = server.logs.join('');
    // Logged when it starts and when it ends, not at every check.
    expect(lines.match(/health check: store unreachable/g)).toHaveLength(2);
    expect(lines.match(/health check: store ok again/g)).toHaveLength(2);
    // The answer never carries the error, which may name the database's host.
    expect(lines).toContain('"store":"portal"');
  });

  /** New sessions of the database run read-only transactions; the open ones are ended. */
  async function readOnly(on: boolean) {
    await admin.query(
      on
        ? `ALTER DATABASE ${database} SET default_transaction_read_only = on`
        : `ALTER DATABASE ${database} RESET default_transaction_read_only`,
    );
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
      database,
    ]);
  }

  it('answers 503 naming the stores read-only while the database takes no write, 200 after', async () => {
    expect((await health(server)).status).toBe(200);
    await readOnly(true);
    try {
      // The pools' ended sessions fail one check at most; new sessions are read-only.
      const body = await eventually(async () => {
        const answer = await (await health(server)).json();
        return answer.stores.portal === 'read-only' && answer.stores.sandbox === 'read-only'
          ? answer
          : undefined;
      });
      expect(body).toEqual({
        status: 'unavailable',
        stores: { portal: 'read-only', sandbox: 'read-only' },
      });
      const response = await health(server);
      expect(response.status).toBe(503);
      expect(JSON.stringify(await response.json())).not.toMatch(/transaction|INSERT|25006/);
    } finally {
      await readOnly(false);
    }
    await eventually(async () => ((await health(server)).status === 200 ? true : undefined));
    expect(server.logs.join('')).toMatch(/health check: store read-only/);
  });
});

/** A tmpfs of `size` mounted on a new folder, or why none can be mounted here. */
function mountTmpfs(size: string): { dir: string; unmount(): void } | string {
  const dir = tempDir('health-disk-');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
  return { dir, unmount: () => execFileSync('umount', ['-l', dir]) };
}

describe('GET /healthz on SQLite when the disk is full', () => {
  it('answers 503 naming the stores unwritable, 200 once there is room again', async () => {
    const mounted = mountTmpfs('16m');
    if (typeof mounted === 'string') {
      console.warn(
        `skipped: no tmpfs can be mounted here (${mounted}); probe.test.ts covers the probe`,
      );
      return;
    }
    const server = await startServer({ DATA_DIR: mounted.dir });
    try {
      expect((await health(server)).status).toBe(200);
      // Fill the disk: the write stops at the first byte that does not fit.
      const junk = path.join(mounted.dir, 'junk');
      try {
        writeFileSync(junk, Buffer.alloc(32 * 1024 * 1024));
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      }
      const body = await eventually(async () => {
        const answer = await (await health(server)).json();
        return answer.stores.portal === 'unwritable' ? answer : undefined;
      });
      expect(body).toMatchObject({ status: 'unavailable', stores: { portal: 'unwritable' } });
      expect((await health(server)).status).toBe(503);
      rmSync(junk);
      await eventually(async () => ((await health(server)).status === 200 ? true : undefined));
      expect(server.logs.join('')).toMatch(/health check: store unwritable/);
    } finally {
      await server.close();
      mounted.unmount();
    }
  });
});
