import ipaddr from 'ipaddr.js';

/** What an IP address is, for deciding whether a Connect listener may be reached on it. */
export type AddressKind = 'loopback' | 'private' | 'never' | 'public';

// ipaddr.js's names of the special ranges (IANA's registries) that a listener may be in; every
// other special range is "never": this network and unspecified, link-local (cloud metadata at
// 169.254.169.254), multicast, broadcast, documentation, benchmarking and reserved ranges,
// and the tunnelling prefixes (6to4, Teredo, NAT64) that lead to an IPv4 address by a detour.
const KINDS: Record<string, AddressKind> = {
  loopback: 'loopback',
  private: 'private',
  carrierGradeNat: 'private',
  uniqueLocal: 'private',
  unicast: 'public',
};

/** The IPv4 address an IPv6 address stands for, when it is one written as IPv6. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const range = address.range();
  if (range !== 'ipv4Mapped' && range !== 'rfc6145') return undefined;
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12));
}

/** An address as an IP, IPv4 written as IPv6 (::ffff:a9fe:a9fe) taken as the IPv4 it is. */
function parsed(raw: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = raw.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return undefined;
  const address = ipaddr.parse(bare);
  return address.kind() === 'ipv6' ? (embeddedIPv4(address as ipaddr.IPv6) ?? address) : address;
}

/**
 * An address in one spelling for messages: IPv4 written as IPv6 (::ffff:10.0.0.1,
 * ::ffff:a00:1) as the IPv4 address it is.
 */
export function normaliseAddress(address: string): string {
  return parsed(address)?.toString() ?? address;
}

/**
 * What an address is: IPv4 in any spelling the resolver or URL parser gives, IPv6, and IPv4
 * written as IPv6 judged as IPv4. The deprecated IPv4-compatible form (::a9fe:a9fe) is never a
 * listener. Text that is no address at all is "never".
 */
export function addressKind(raw: string): AddressKind {
  const address = parsed(raw);
  if (!address) return 'never';
  const kind = KINDS[address.range()] ?? 'never';
  if (kind === 'public' && address.kind() === 'ipv6') {
    const bytes = (address as ipaddr.IPv6).toByteArray();
    if (bytes.slice(0, 12).every((byte) => byte === 0)) return 'never';
  }
  return kind;
}
