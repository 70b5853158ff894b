import { BlockList, isIPv4, isIPv6 } from 'node:net';

// Where an imported picture may be fetched from: a host the operator listed (IMAGE_SOURCE_HOSTS)
// that resolves only to public addresses. Loopback, private, link-local (cloud metadata),
// carrier-grade NAT, multicast and the documentation ranges are refused, also when written as
// an IPv4-mapped or NAT64 IPv6 address.

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::/96), or null. */
function embeddedIPv4(ip: string): string | null {
  const m = /^(?:::ffff:|::|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(ip);
  if (!m) return null;
  if (m[1]) return m[1];
  const hi = parseInt(m[2]!, 16);
  const lo = parseInt(m[3]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True only for a well-formed public unicast address. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(ip)) return !blocked.check(ip, 'ipv4');
  if (!isIPv6(ip)) return false;
  const v4 = embeddedIPv4(ip.toLowerCase());
  if (v4 !== null) return isIPv4(v4) && !blocked.check(v4, 'ipv4');
  // the IPv4-compatible and mapped ranges are refused whatever they carry
  if (/^::(ffff:)?[0-9a-f]/i.test(ip)) return false;
  return !blocked.check(ip, 'ipv6');
}

/** The URL's host is one of the listed `host` or `host:port` (a bare host means its default port). */
export function isListedHost(url: URL, hosts: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return hosts.some((h) => {
    const entry = h.toLowerCase();
    return entry === host || (entry === hostname && url.port === '');
  });
}
