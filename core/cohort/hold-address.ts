const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/;

/** The eight groups of an IPv6 address, without leading zeros, or undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (text: string | undefined) =>
    // An IPv4 tail (`64:ff9b::192.0.2.1`) fills the last two groups; only the prefix is used.
    text === undefined || text === '' ? [] : text.replace(/[\d.]+\.[\d.]+$/, '0:0').split(':');
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((group) => HEX_GROUP.test(group))) return undefined;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * What the checkout-hold limit counts as one client address (docs/purchase.md "Seats"): an IPv4
 * address as it is (also when written IPv4-mapped, `::ffff:192.0.2.1`), and an IPv6 address by
 * its /64 network, because one subscriber is handed at least a /64 and may use any address in it.
 * Anything else is taken as it is.
 */
export function holdAddress(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  return groups === undefined ? address : `${groups.slice(0, 4).join(':')}::/64`;
}
