import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key of an address-less request (no front door reported one). It can never equal an
 * address key, so these requests have a budget of their own that no known client spends
 * and that spends no known client's (docs/decisions.md "Rate limits").
 */
export const UNKNOWN_ADDRESS_KEY = 'unknown';

/**
 * What a per-address rate limit counts: an IPv4 address as is (an IPv4-mapped IPv6 address
 * as its IPv4), an IPv6 address by its /64 prefix, which one subscriber normally holds
 * whole, so walking through its 2^64 addresses buys no fresh budget.
 */
export function addressKey(address: string | null): string {
  if (!address) return UNKNOWN_ADDRESS_KEY;
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(value)) return value;
  const bare = value.split('%')[0];
  if (!isIPv6(bare)) return UNKNOWN_ADDRESS_KEY;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, each in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, ''];
  const split = (part: string) => (part ? part.split(':') : []);
  const expandIpv4 = (groups: string[]) => {
    const last = groups.at(-1);
    if (!last?.includes('.')) return groups;
    const [a, b, c, d] = last.split('.').map(Number);
    return [...groups.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  };
  const first = split(head);
  const rest = expandIpv4(split(tail));
  const all = address.includes('::') ? [...first, ...Array<string>(8 - first.length - rest.length).fill('0'), ...rest] : expandIpv4(first);
  return all.map((group) => Number.parseInt(group, 16).toString(16));
}
