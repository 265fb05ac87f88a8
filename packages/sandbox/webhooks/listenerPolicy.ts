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

type Refusal = { allowed: false; reason: string };

/** What the URL alone decides: refused, or the host whose addresses are to be judged. */
type Target =
  Refusal | { allowed: true; url: URL; host: string; loopbackOnly: boolean; literal: boolean };

const systemResolve: ResolveAll = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })) as ResolvedAddress[];

// Names of cloud metadata services: never a listener, even when an operator lists one.
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');
const refused = (reason: string): Refusal => ({ allowed: false, reason });

function originOf(entry: string): string | undefined {
  try {
    return new URL(entry).origin;
  } catch {
    return undefined;
  }
}

/**
 * The form of a listener address: an absolute http(s) URL without credentials. The URL parser
 * already writes every IPv4 spelling (decimal 2852039166, hex 0xa9fea9fe, octal 0251.0376…,
 * a trailing dot) as dotted decimal, and IPv6 in its short form, so the rules below see one
 * spelling of each address.
 */
export function listenerUrlForm(listenerUrl: string): { url: URL } | Refusal {
  let url: URL;
  try {
    url = new URL(listenerUrl);
  } catch {
    return refused('The listener URL is not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return refused('The listener URL must be http or https');
  if (url.username || url.password) return refused('The listener URL must not carry credentials');
  return { url };
}

/** The URL's rules: its form, then loopback always, other origins only when allow-listed. */
function target(listenerUrl: string, policy: ListenerPolicy): Target {
  const form = listenerUrlForm(listenerUrl);
  if (!('url' in form)) return form;
  const { url } = form;
  const host = bare(url.hostname).toLowerCase();
  const literal = net.isIP(host) !== 0;
  if (METADATA_NAMES.has(host.replace(/\.$/, '')))
    return refused(`${host} is a cloud metadata service, where listeners are not allowed`);
  const loopbackOnly = host === 'localhost' || (literal && addressKind(host) === 'loopback');
  const listed = (policy.allowedOrigins ?? []).map(originOf).includes(url.origin);
  if (!loopbackOnly && !listed) {
    return refused(`${url.origin} is not an allowed listener origin (loopback or the allow-list)`);
  }
  return { allowed: true, url, host, loopbackOnly, literal };
}

/** Every address must be one the listener may be on; a refusal naming the first that is not. */
function judgeAddresses(
  { host, loopbackOnly, literal }: { host: string; loopbackOnly: boolean; literal: boolean },
  addresses: ResolvedAddress[],
  policy: ListenerPolicy,
): Refusal | undefined {
  if (addresses.length === 0) return refused(`${host} could not be resolved`);
  for (const { address } of addresses) {
    const kind = addressKind(address);
    const fine =
      kind === 'loopback' ||
      (!loopbackOnly && kind === 'public') ||
      (!loopbackOnly && kind === 'private' && (policy.allowPrivateAddresses || literal));
    if (!fine)
      return refused(
        `${host} resolves to ${normaliseAddress(address)}, where listeners are not allowed`,
      );
  }
  return undefined;
}

const literalAddress = (host: string): ResolvedAddress[] => [
  { address: host, family: net.isIPv6(host) ? 6 : 4 },
];

async function resolved(
  host: string,
  policy: ListenerPolicy,
): Promise<ResolvedAddress[] | Refusal> {
  try {
    return await (policy.resolve ?? systemResolve)(host);
  } catch {
    return refused(`${host} could not be resolved`);
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
  const found = target(listenerUrl, policy);
  if (!found.allowed) return found;
  const addresses = found.literal ? literalAddress(found.host) : await resolved(found.host, policy);
  if (!Array.isArray(addresses)) return addresses;
  return judgeAddresses(found, addresses, policy) ?? { allowed: true, url: found.url, addresses };
}

/**
 * The same rules where a listener URL is given (a Connect configuration, an envelope's
 * eventNotification), so what delivery would refuse is refused there. The URL and IP literals are
 * judged without any lookup; `localhost` is not looked up either (delivery checks it resolves to
 * loopback only); only an allow-listed host name is resolved, within `timeoutMs`, and judged
 * like delivery judges it. Delivery checks again when it sends: DNS answers change.
 */
export async function admitListener(
  listenerUrl: string,
  policy: ListenerPolicy = {},
  timeoutMs = 3000,
): Promise<{ allowed: true; url: URL } | Refusal> {
  const found = target(listenerUrl, policy);
  if (!found.allowed) return found;
  if (found.host === 'localhost') return { allowed: true, url: found.url };
  const addresses = found.literal
    ? literalAddress(found.host)
    : await within(resolved(found.host, policy), timeoutMs, found.host);
  if (!Array.isArray(addresses)) return addresses;
  return judgeAddresses(found, addresses, policy) ?? { allowed: true, url: found.url };
}

/** A lookup that has not answered within `ms` is a refusal: a request waits no longer. */
async function within<T>(lookup: Promise<T | Refusal>, ms: number, host: string) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Refusal>((resolve) => {
    timer = setTimeout(() => resolve(refused(`${host} could not be resolved within ${ms} ms`)), ms);
  });
  return Promise.race([lookup, late]).finally(() => clearTimeout(timer));
}
