/**
 * The request header that carries the client's address from the front door
 * (lib/server/front-door/client-address.ts) to the app. The door deletes any incoming value first.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** The proxies the operator trusts to report the client's address (TRUSTED_PROXIES). */
export type TrustedProxies = {
  readonly size: number;
  has(address: string): boolean;
};

// Parsed by hand: net.BlockList and net.SocketAddress cross into C++ and cost microseconds a call.

/** Strict dotted decimal (`10.0.0.1`; not `010.0.0.1`, not `1.2.3`) as an unsigned 32-bit number. */
function parseIPv4(text: string): number | undefined {
  let value = 0;
  let part = 0;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const code = i === text.length ? 46 : text.charCodeAt(i);
    if (code === 46) {
      if (digits === 0 || part > 255 || dots > 3) return undefined;
      value = value * 256 + part;
      part = 0;
      digits = 0;
      dots += 1;
    } else if (code >= 48 && code <= 57) {
      // A leading zero would make `010` mean 8 to some parsers and 10 to others.
      if (digits === 1 && part === 0) return undefined;
      part = part * 10 + (code - 48);
      digits += 1;
      if (digits > 3) return undefined;
    } else {
      return undefined;
    }
  }
  return dots === 4 ? value : undefined;
}

/** The value of a hex digit, or -1. */
function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return -1;
}

/** Eight 16-bit groups; one `::` and an IPv4 tail (`::ffff:1.2.3.4`) allowed. */
function parseIPv6(text: string): number[] | undefined {
  const groups: number[] = [];
  let compressAt = -1;
  let i = 0;
  if (text.charCodeAt(0) === 58) {
    if (text.charCodeAt(1) !== 58) return undefined;
    compressAt = 0;
    i = 2;
  }
  while (i < text.length) {
    const start = i;
    let value = 0;
    let digit: number;
    while (i < text.length && (digit = hexDigit(text.charCodeAt(i))) !== -1) {
      value = value * 16 + digit;
      i += 1;
    }
    if (text.charCodeAt(i) === 46) {
      // The IPv4 tail ends the address.
      const v4 = parseIPv4(text.slice(start));
      if (v4 === undefined) return undefined;
      groups.push(v4 >>> 16, v4 & 0xffff);
      break;
    }
    if (i === start || i - start > 4) return undefined;
    groups.push(value);
    if (i === text.length) break;
    if (text.charCodeAt(i) !== 58 || i + 1 === text.length) return undefined;
    i += 1;
    if (text.charCodeAt(i) === 58) {
      if (compressAt !== -1) return undefined;
      compressAt = groups.length;
      i += 1;
    }
  }
  if (compressAt === -1) return groups.length === 8 ? groups : undefined;
  if (groups.length > 7) return undefined;
  const zeros = new Array<number>(8 - groups.length).fill(0);
  return [...groups.slice(0, compressAt), ...zeros, ...groups.slice(compressAt)];
}

/** RFC 5952: lowercase, no leading zeros, the longest run of two or more zero groups as `::`. */
function formatIPv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j += 1;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = (from: number, to: number) => groups.slice(from, to).map((group) => group.toString(16)).join(':');
  return bestStart === -1 ? hex(0, 8) : `${hex(0, bestStart)}::${hex(bestStart + bestLength, 8)}`;
}

const formatIPv4 = (value: number) => `${value >>> 24}.${(value >>> 16) & 255}.${(value >>> 8) & 255}.${value & 255}`;

/** ::ffff:a.b.c.d, an IPv4 client of a dual-stack socket. */
const isMappedIPv4 = (groups: number[]) => groups[0] === 0 && groups[1] === 0 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0 && groups[5] === 0xffff;

type Parsed = { family: 4; value: number } | { family: 6; groups: number[] };

/** Port, brackets and zone dropped; IPv4-mapped IPv6 as IPv4. */
function parseAddress(raw: string): Parsed | undefined {
  let text = raw.trim();
  if (text.startsWith('[')) {
    const end = text.indexOf(']');
    if (end === -1) return undefined;
    text = text.slice(1, end);
  } else {
    const colon = text.indexOf(':');
    // One colon: an IPv4 address with a port.
    if (colon !== -1 && colon === text.lastIndexOf(':')) text = text.slice(0, colon);
  }
  if (!text.includes(':')) {
    const value = parseIPv4(text);
    return value === undefined ? undefined : { family: 4, value };
  }
  const zone = text.indexOf('%');
  const groups = parseIPv6(zone === -1 ? text : text.slice(0, zone));
  if (!groups) return undefined;
  return isMappedIPv4(groups) ? { family: 4, value: groups[6] * 65536 + groups[7] } : { family: 6, groups };
}

/**
 * One address in the form used as a key: IPv4 dotted, IPv6 compressed and lowercase,
 * IPv4-mapped IPv6 as IPv4; a port (`1.2.3.4:5678`, `[2001:db8::1]:443`) and an IPv6
 * zone are dropped. Anything else (`unknown`, a host name, `01.2.3.4`) is undefined.
 */
export function normalizeAddress(raw: string): string | undefined {
  const parsed = parseAddress(raw);
  if (!parsed) return undefined;
  return parsed.family === 4 ? formatIPv4(parsed.value) : formatIPv6(parsed.groups);
}

type Range = { family: 4; value: number; mask: number } | { family: 6; groups: number[]; prefix: number };

function inRange(address: Parsed, range: Range): boolean {
  if (address.family === 4) return range.family === 4 && ((address.value ^ range.value) & range.mask) === 0;
  if (range.family !== 6) return false;
  for (let bit = 0, group = 0; bit < range.prefix; bit += 16, group += 1) {
    const bits = Math.min(16, range.prefix - bit);
    const mask = (0xffff << (16 - bits)) & 0xffff;
    if ((address.groups[group] & mask) !== (range.groups[group] & mask)) return false;
  }
  return true;
}

/**
 * TRUSTED_PROXIES: addresses and CIDR ranges, IPv4 and IPv6, comma-separated, e.g.
 * `127.0.0.1,::1` (nginx on the same machine) or `10.0.0.0/8, 2001:db8::/32`.
 * Empty or unset: no proxy is trusted. A malformed entry throws, so a typo stops the server at start.
 */
export function parseTrustedProxies(spec: string | undefined): TrustedProxies {
  const ranges: Range[] = [];
  for (const entry of (spec ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const slash = entry.indexOf('/');
    const address = parseAddress(slash === -1 ? entry : entry.slice(0, slash));
    const prefixText = slash === -1 ? undefined : entry.slice(slash + 1);
    if (!address || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    // An IPv4 range written as IPv4-mapped IPv6 (::ffff:10.0.0.0/104) is that IPv4 range (10.0.0.0/8).
    const mapped = address.family === 4 && entry.includes(':');
    const bits = address.family === 4 && !mapped ? 32 : 128;
    const prefix = prefixText === undefined ? bits : Number(prefixText);
    if (prefix > bits) throw new Error(`TRUSTED_PROXIES: "${entry}" has a prefix longer than the address`);
    const v4Prefix = mapped ? prefix - 96 : prefix;
    if (address.family === 4 && v4Prefix < 0) throw new Error(`TRUSTED_PROXIES: "${entry}" is wider than the IPv4 space`);
    ranges.push(address.family === 4 ? { family: 4, value: address.value, mask: v4Prefix === 0 ? 0 : (0xffffffff << (32 - v4Prefix)) >>> 0 } : { family: 6, groups: address.groups, prefix });
  }
  return {
    size: ranges.length,
    has(text) {
      if (ranges.length === 0) return false;
      const address = parseAddress(text);
      return address !== undefined && ranges.some((range) => inRange(address, range));
    },
  };
}

/**
 * The client's address: the socket peer's, unless the peer is a trusted proxy; then the
 * right-most X-Forwarded-For entry that is not a trusted proxy (each proxy appends the
 * address it saw, so the entries left of the first untrusted one are the client's own words).
 *
 *   peer 203.0.113.9, XFF "1.2.3.4"                   -> 203.0.113.9 (untrusted peer: header ignored)
 *   peer 127.0.0.1 (trusted), XFF "1.2.3.4, 5.6.7.8"  -> 5.6.7.8
 *   peer 127.0.0.1, XFF "1.2.3.4, 10.0.0.2", 10.0.0.0/8 trusted -> 1.2.3.4
 *   peer 127.0.0.1, XFF "garbage, 10.0.0.2"           -> 10.0.0.2 (the nearest address known)
 *
 * Undefined only when the socket has no address (it closed before the request was read).
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string | undefined {
  const socketAddress = peer === undefined ? undefined : normalizeAddress(peer);
  if (socketAddress === undefined || trusted.size === 0 || !trusted.has(socketAddress) || !forwardedFor) return socketAddress;
  // Node joins repeated X-Forwarded-For headers with ", " in order; an array only comes from a caller.
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
  let nearest = socketAddress;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const address = normalizeAddress(entries[i]);
    // Not an address: whoever wrote it, the hop that passed it on is the nearest we know.
    if (address === undefined) return nearest;
    if (!trusted.has(address)) return address;
    nearest = address;
  }
  // Every hop is a trusted proxy: the request started on one of them.
  return nearest;
}
