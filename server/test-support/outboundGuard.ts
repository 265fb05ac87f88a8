import net from 'node:net';

/** Thrown (as a socket error) for any connection that would leave the machine. */
export class OutboundRefused extends Error {}

const isLoopback = (host: string) =>
  host === 'localhost' ||
  host === '::1' ||
  host === '[::1]' ||
  (net.isIPv4(host) && host.startsWith('127.'));

type ConnectArgs = [unknown, ...unknown[]];

/** The host a Socket#connect call names: options object, or (port, host). */
function hostOf(args: ConnectArgs): string | undefined {
  const [first, second] = args;
  if (Array.isArray(first)) return hostOf(first as ConnectArgs); // internal normalised form
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; path?: string };
    if (options.path !== undefined) return undefined; // a local socket file
    return options.host ?? 'localhost';
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return undefined; // a pipe path
  return typeof second === 'string' ? second : 'localhost';
}

let installed: ((...args: ConnectArgs) => net.Socket) | undefined;

/**
 * Test-only: every TCP connection to a host other than loopback fails at once with
 * OutboundRefused, before any packet is sent. Installed by the fuzz, fault and hostile-input
 * suites; removeOutboundGuard() restores the original.
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
