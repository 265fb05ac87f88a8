/** @jest-environment node */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { installOutboundGuard, removeOutboundGuard } from '../test-support/outboundGuard';
import { closedPort, startServer, type RunningServer } from '../test-support/testServer';

// The fault suite (docs/behaviour.md §7): the platform behind the server misbehaves in each way
// a real one can (unreachable, hanging, a slow body, garbage, a huge body, a redirect), and every
// route that calls it answers 502 or 504 with a message within its time limit, or (sign-out,
// which works without the platform) signs out locally within that limit; the server keeps serving.
// The fake platform is on loopback; the redirect points at a TEST-NET address, so the outbound
// guard refuses it should the client ever follow it.

const LIMIT_MS = 800; // PLATFORM_TIMEOUT_MS
const SLACK_MS = 700; // scheduling on a shared two-core machine

type Mode = 'unreachable' | 'hang' | 'slow body' | 'garbage' | 'huge body' | 'redirect';
const MODES: Mode[] = ['unreachable', 'hang', 'slow body', 'garbage', 'huge body', 'redirect'];

let mode: Mode = 'hang';
let platform: Server;
let platformBase: string;
const sockets = new Set<Socket>();
const timers = new Set<NodeJS.Timeout>();

function misbehave(response: ServerResponse): void {
  switch (mode) {
    case 'hang':
      return; // never answers
    case 'slow body': {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"sub":"');
      const drip = setInterval(() => response.write('a'), 100);
      timers.add(drip);
      response.on('close', () => clearInterval(drip));
      return;
    }
    case 'garbage':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('\u0000<html>not json{{{');
      return;
    case 'huge body': {
      // 64 MB of valid-looking JSON, far above the server's cap on platform answers.
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      response.write('{"sub":"');
      const pump = () => {
        while (sent < 64 && response.write(chunk)) sent += 1;
        if (sent >= 64) response.end('"}');
        else response.once('drain', () => ((sent += 1), pump()));
      };
      pump();
      return;
    }
    case 'redirect':
      response.writeHead(302, { location: 'http://192.0.2.1/oauth/userinfo' });
      response.end();
      return;
    case 'unreachable':
      response.socket?.destroy();
  }
}

let server: RunningServer;
let unreachableServer: RunningServer;

beforeAll(async () => {
  installOutboundGuard();
  platform = createServer((_request, response) => misbehave(response));
  platform.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  platformBase = `http://127.0.0.1:${(platform.address() as { port: number }).port}/platform`;
  const env = { PLATFORM_TIMEOUT_MS: String(LIMIT_MS), LOG_LEVEL: 'warn' };
  server = await startServer({ ...env, PLATFORM_BASE_URL: platformBase });
  unreachableServer = await startServer({
    ...env,
    PLATFORM_BASE_URL: `http://127.0.0.1:${await closedPort()}/platform`,
  });
});

afterEach(() => {
  for (const timer of timers) clearInterval(timer);
  timers.clear();
  for (const socket of sockets) socket.destroy();
});

afterAll(async () => {
  await server?.close();
  await unreachableServer?.close();
  await new Promise((resolve) => platform?.close(resolve));
  removeOutboundGuard();
});

const BEARER = { authorization: 'Bearer fault-suite-token' };
interface Case {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** What the route answers when the platform fails; default 502 or 504 with a message. */
  expected?: number;
}
const CASES: Case[] = [
  { label: 'GET /api/user', method: 'GET', path: '/api/user', headers: BEARER },
  { label: 'GET /api/applications', method: 'GET', path: '/api/applications', headers: BEARER },
  {
    label: 'GET /api/applications?accountId=',
    method: 'GET',
    path: '/api/applications?accountId=00000000-0000-0000-0000-000000000001',
    headers: BEARER,
  },
  {
    label: 'POST /api/applications',
    method: 'POST',
    path: '/api/applications',
    headers: { ...BEARER, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Fault',
      redirect_uris: [],
      shouldCreateSecretKey: true,
      shouldCreateRSAKey: false,
    }),
  },
  {
    label: 'GET /auth/logout (signs out locally)',
    method: 'GET',
    path: '/auth/logout',
    headers: { cookie: 'dct=fault-suite-token' },
    expected: 302,
  },
  {
    label: 'POST /auth/logout (signs out locally)',
    method: 'POST',
    path: '/auth/logout',
    headers: BEARER,
    expected: 204,
  },
];

async function call(target: RunningServer, one: Case) {
  const started = Date.now();
  const response = await fetch(`${target.base}${one.path}`, {
    method: one.method,
    headers: one.headers,
    body: one.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  return { status: response.status, text, elapsed: Date.now() - started };
}

describe.each(MODES)('platform %s', (current) => {
  beforeEach(() => {
    mode = current;
  });

  it.each(CASES)('$label answers within its limit', async (one) => {
    const target = current === 'unreachable' ? unreachableServer : server;
    const { status, text, elapsed } = await call(target, one);
    if (one.expected !== undefined) {
      expect(status).toBe(one.expected);
    } else {
      expect([502, 504]).toContain(status);
      expect(JSON.parse(text).message).toEqual(expect.any(String));
    }
    // POST /api/applications has its own, longer limit (20 s); the others the per-call one,
    // at most twice when a route makes two calls (user info, then the list).
    const limit = one.method === 'POST' && one.path === '/api/applications' ? 20_000 : 2 * LIMIT_MS;
    expect(elapsed).toBeLessThan(limit + SLACK_MS);
  });

  it('keeps serving afterwards', async () => {
    const target = current === 'unreachable' ? unreachableServer : server;
    const login = await fetch(`${target.base}/auth/login`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    const memory = process.memoryUsage().rss / 1024 / 1024;
    expect(memory).toBeLessThan(1500);
  });
});
