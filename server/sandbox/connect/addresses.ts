import net from 'node:net';

/** What an IP address is, for deciding whether a Connect listener may be reached on it. */
export type AddressKind = 'loopback' | 'private' | 'never' | 'public';

function blockList(ranges: [string, number][]): net.BlockList {
  const list = new net.BlockList();
  for (const [address, prefix] of ranges)
    list.addSubnet(address, prefix, net.isIPv6(address) ? 'ipv6' : 'ipv4');
  return list;
}

const LOOPBACK = blockList([
  ['127.0.0.0', 8],
  ['::1', 128],
]);
const PRIVATE = blockList([
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['fc00::', 7],
]);
// Never a listener: "this network", link-local (cloud metadata at 169.254.169.254), multicast,
// reserved and broadcast, the IPv6 unspecified, link-local and multicast ranges.
const NEVER = blockList([
  ['0.0.0.0', 8],
  ['169.254.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
  ['::', 128],
  ['fe80::', 10],
  ['ff00::', 8],
]);

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

export function addressKind(raw: string): AddressKind {
  const address = normaliseAddress(raw);
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(address, family)) return 'loopback';
  if (NEVER.check(address, family)) return 'never';
  if (PRIVATE.check(address, family)) return 'private';
  return 'public';
}
