import net from 'node:net';

/** Thrown (as a socket error) for any connection that would leave the machine. */
export class OutboundRefused extends Error {}

// Loopback only: 127.0.0.0/8 and ::1 (in any spelling BlockList understands), and `localhost`.
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for a host a test may connect to; host names other than `localhost` are refused. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare.toLowerCase() === 'localhost') return true;
  if (net.isIPv4(bare)) return loopback.check(bare, 'ipv4');
  if (net.isIPv6(bare)) return loopback.check(bare, 'ipv6');
  return false;
}

type ConnectArgs = [unknown, ...unknown[]];

/** The host a Socket#connect call names: options object, or (port, host). */
function hostOf(args: ConnectArgs): string | undefined {
  const [first, second] = args;
  if (Array.isArray(first)) return hostOf(first as ConnectArgs); // internal normalised form
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string | null; path?: string | null };
    // A local socket file, as net itself decides (http agents pass `path: null` for TCP).
    if (options.path) return undefined;
    return options.host || 'localhost';
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return undefined; // a pipe path
  return typeof second === 'string' ? second : 'localhost';
}

let installed: ((...args: ConnectArgs) => net.Socket) | undefined;

/**
 * Test-only: every TCP connection to a host other than loopback fails at once with
 * OutboundRefused, before any name lookup or packet. It sits on net.Socket#connect, which
 * net.connect, tls.connect, http(s) agents, axios and fetch (undici) all go through.
 * Installed by the fuzz, fault and hostile-input suites; removeOutboundGuard() restores the
 * connect it found.
 */
export function installOutboundGuard(): void {
  if (installed) return;
  const original = net.Socket.prototype.connect as unknown as (...args: ConnectArgs) => net.Socket;
  installed = original;
  net.Socket.prototype.connect = function guarded(this: net.Socket, ...args: ConnectArgs) {
    const host = hostOf(args);
    if (host !== undefined && !isLoopback(host)) {
      const refusal = new OutboundRefused(`outbound guard: refused a connection to ${host}`);
      process.nextTick(() => this.destroy(refusal));
      return this;
    }
    return original.apply(this, args);
  } as typeof net.Socket.prototype.connect;
}

export function removeOutboundGuard(): void {
  if (!installed) return;
  net.Socket.prototype.connect = installed as unknown as typeof net.Socket.prototype.connect;
  installed = undefined;
}
