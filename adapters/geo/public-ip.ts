import { BlockList, isIP } from 'node:net';

/**
 * Ranges that never belong to a visitor's real location: private (RFC 1918, ULA), loopback,
 * link-local, carrier-grade NAT, "this network" and documentation ranges. A lookup for them is
 * answered "unknown" without asking any database (docs/integrations.md "IP geolocation").
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether `ip` is a syntactically valid, publicly routable address (IPv4-mapped IPv6 included). */
export function isPublicIp(ip: string | undefined): ip is string {
  if (ip === undefined) return false;
  const family = isIP(ip);
  if (family === 0) return false;
  return !NON_PUBLIC.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:8.8.8.8`, how a dual-stack server sees
 * IPv4 clients), else the input: the databases index IPv4 clients by their IPv4 form.
 */
export function unmapIpv4(ip: string): string {
  const match = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return match?.[1] ?? ip;
}
