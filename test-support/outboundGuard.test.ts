/** @jest-environment node */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { request as undiciRequest } from 'undici';
import {
  installOutboundGuard,
  isLoopback,
  OutboundRefused,
  removeOutboundGuard,
} from './outboundGuard';

// Under the guard sits a spy in place of the real connect: it records every call that got past
// the guard and, unless a test lets loopback through, answers with an error instead of
// connecting. So a broken guard fails these tests without any packet leaving the machine.
type Connect = typeof net.Socket.prototype.connect;
const realConnect: Connect = net.Socket.prototype.connect;
const pastTheGuard: unknown[][] = [];
let letThrough = false;

beforeAll(() => {
  net.Socket.prototype.connect = function spy(this: net.Socket, ...args: unknown[]) {
    pastTheGuard.push(args);
    if (letThrough) return (realConnect as (...a: unknown[]) => net.Socket).apply(this, args);
    process.nextTick(() => this.destroy(new Error('spy: the guard let this connection through')));
    return this;
  } as Connect;
  installOutboundGuard();
});
afterAll(() => {
  removeOutboundGuard();
  net.Socket.prototype.connect = realConnect;
});
beforeEach(() => {
  pastTheGuard.length = 0;
  letThrough = false;
});

/**
 * The guard's refusal in an error's cause chain: the OutboundRefused itself, or (Node's built-in
 * fetch re-wraps socket errors into plain Errors) its message.
 */
function refusedByGuard(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof OutboundRefused) return true;
    if (String((current as Error).message).includes('outbound guard: refused a connection to')) {
      return true;
    }
  }
  return false;
}

async function failureOf(attempt: () => Promise<unknown>): Promise<unknown> {
  try {
    await attempt();
  } catch (error) {
    return error;
  }
  throw new Error('the connection attempt succeeded');
}

function socketFailure(socket: net.Socket): Promise<unknown> {
  return new Promise((resolve) => {
    socket.on('connect', () => resolve(new Error('connected')));
    socket.on('secureConnect', () => resolve(new Error('connected')));
    socket.on('error', resolve);
  });
}

function requestFailure(request: http.ClientRequest): Promise<unknown> {
  return new Promise((resolve) => {
    request.on('response', () => resolve(new Error('answered')));
    request.on('error', resolve);
  });
}

// 192.0.2.1 and 2001:db8::1 are documentation addresses (TEST-NET-1, RFC 3849); the names use
// the reserved .invalid domain, so not even a name lookup may happen.
const attempts: Array<[string, () => Promise<unknown>]> = [
  ['net.connect(port, host)', () => socketFailure(net.connect(80, '192.0.2.1'))],
  ['net.connect({ host })', () => socketFailure(net.connect({ host: '192.0.2.1', port: 443 }))],
  ['net.connect to IPv6', () => socketFailure(net.connect({ host: '2001:db8::1', port: 80 }))],
  ['net.connect to a name', () => socketFailure(net.connect(80, 'example.invalid'))],
  ['tls.connect', () => socketFailure(tls.connect({ host: '192.0.2.1', port: 443 }))],
  ['http.get', () => requestFailure(http.get('http://192.0.2.1/'))],
  ['https.get', () => requestFailure(https.get('https://192.0.2.1/'))],
  ['https.get to a name', () => requestFailure(https.get('https://example.invalid/'))],
  ['fetch', () => failureOf(() => fetch('http://192.0.2.1/'))],
  ['fetch over https', () => failureOf(() => fetch('https://192.0.2.1/'))],
  ['undici.request', () => failureOf(() => undiciRequest('http://192.0.2.1/'))],
  ['axios', () => failureOf(() => axios.get('http://192.0.2.1/', { proxy: false }))],
  ['axios over https', () => failureOf(() => axios.get('https://example.invalid/'))],
];

it.each(attempts)(
  'refuses %s to a non-loopback host before the real connect',
  async (_, attempt) => {
    const started = Date.now();
    const error = await attempt();
    expect(refusedByGuard(error)).toBe(true);
    expect(pastTheGuard).toEqual([]);
    // Refused at once: an unrouted TEST-NET address would otherwise take seconds to fail.
    expect(Date.now() - started).toBeLessThan(1000);
  },
);

it('lets loopback connections through: 127.0.0.1, localhost and ::1', async () => {
  letThrough = true;
  const server = http.createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      expect(await (await fetch(`http://${host}:${port}/`, { cache: 'no-store' })).text()).toBe(
        'ok',
      );
    }
    expect((await axios.get(`http://127.0.0.1:${port}/`, { proxy: false })).data).toBe('ok');
    expect(pastTheGuard.length).toBeGreaterThanOrEqual(4);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

it('counts loopback by address, not by spelling', () => {
  for (const host of ['127.0.0.1', '127.255.0.9', '::1', '[::1]', '0:0:0:0:0:0:0:1', 'LOCALHOST']) {
    expect(isLoopback(host)).toBe(true);
  }
  for (const host of ['192.0.2.1', '10.0.0.1', '0.0.0.0', '::', '2001:db8::1', '128.0.0.1']) {
    expect(isLoopback(host)).toBe(false);
  }
  for (const host of ['localhost.example', 'example.invalid', '127.0.0.1.example']) {
    expect(isLoopback(host)).toBe(false);
  }
});
