import dns from 'node:dns';
import net from 'node:net';
import { addressKind, normaliseAddress } from './addresses';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Name resolution giving every address of a host name. */
export type ResolveAll = (hostname: string) => Promise<ResolvedAddress[]>;

/** Where, and within which limits, Connect messages may be delivered. */
export interface ListenerPolicy {
  /**
   * Origins beyond this machine's loopback that listeners may be on, e.g.
   * `https://hooks.example.com` (scheme, host and port must match; a path is ignored).
   */
  allowedOrigins?: readonly string[];
  /**
   * Whether an allow-listed host name may resolve to a private network address (10/8,
   * 172.16/12, 192.168/16, 100.64/10, fc00::/7). Off by default: a public name pointing inside the
   * network is refused. An allow-listed IP literal is taken as the operator wrote it.
   */
  allowPrivateAddresses?: boolean;
  /** Limit on name resolution, connecting and the whole answer, in ms. Default 10 000. */
  timeoutMs?: number;
  /** Bytes of the answer read at most; the connection is dropped past them. Default 64 KiB. */
  maxAnswerBytes?: number;
  /** How host names are resolved: the system resolver (dns.lookup) unless given. */
  resolve?: ResolveAll;
}

export type ListenerCheck =
  { allowed: true; url: URL; addresses: ResolvedAddress[] } | { allowed: false; reason: string };

const systemResolve: ResolveAll = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })) as ResolvedAddress[];

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');
const isLoopbackHost = (host: string) =>
  host === 'localhost' || (net.isIP(host) !== 0 && addressKind(host) === 'loopback');

function originOf(entry: string): string | undefined {
  try {
    return new URL(entry).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a listener URL may be reached, and on which addresses: loopback (127.0.0.0/8, ::1,
 * localhost) always, other origins only when allow-listed. The host is resolved and every address
 * is checked, so a name resolving to an address it may not use is refused; the delivery then
 * connects to a checked address only, never resolving again.
 */
export async function checkListener(
  listenerUrl: string,
  policy: ListenerPolicy = {},
): Promise<ListenerCheck> {
  let url: URL;
  try {
    url = new URL(listenerUrl);
  } catch {
    return { allowed: false, reason: 'The listener URL is not an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { allowed: false, reason: 'The listener URL must be http or https' };
  }
  if (url.username || url.password)
    return { allowed: false, reason: 'The listener URL must not carry credentials' };
  const host = bare(url.hostname).toLowerCase();
  const loopbackOnly = isLoopbackHost(host);
  const listed = (policy.allowedOrigins ?? []).map(originOf).includes(url.origin);
  if (!loopbackOnly && !listed) {
    return {
      allowed: false,
      reason: `${url.origin} is not an allowed listener origin (loopback or the allow-list)`,
    };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = net.isIP(host)
      ? [{ address: host, family: net.isIPv6(host) ? 6 : 4 }]
      : await (policy.resolve ?? systemResolve)(host);
  } catch {
    return { allowed: false, reason: `${host} could not be resolved` };
  }
  if (addresses.length === 0) return { allowed: false, reason: `${host} could not be resolved` };
  for (const { address } of addresses) {
    const kind = addressKind(address);
    const fine =
      kind === 'loopback' ||
      (!loopbackOnly && kind === 'public') ||
      (!loopbackOnly &&
        kind === 'private' &&
        (policy.allowPrivateAddresses || net.isIP(host) !== 0));
    if (!fine)
      return {
        allowed: false,
        reason: `${host} resolves to ${normaliseAddress(address)}, where listeners are not allowed`,
      };
  }
  return { allowed: true, url, addresses };
}
