import { BlockList, isIP, SocketAddress } from 'node:net';

/**
 * The request header that carries the client's address from the front door
 * (lib/server/front-door.ts) to the app. The door deletes any incoming value first.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** The proxies the operator trusts to report the client's address (TRUSTED_PROXIES). */
export type TrustedProxies = {
  readonly size: number;
  has(address: string): boolean;
};

const MAPPED_IPV4 = '::ffff:';

/**
 * One address in the form used as a key: IPv4 dotted, IPv6 compressed and lowercase,
 * IPv4-mapped IPv6 as IPv4; a port (`1.2.3.4:5678`, `[2001:db8::1]:443`) and an IPv6
 * zone are dropped. Anything else (`unknown`, a host name, `01.2.3.4`) is undefined.
 */
export function normalizeAddress(raw: string): string | undefined {
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
  const family = isIP(text);
  if (family === 4) return text;
  if (family !== 6) return undefined;
  // The socket address of an IPv4 client on a dual-stack server: the common case, kept cheap.
  if (text.length > MAPPED_IPV4.length && text.slice(0, MAPPED_IPV4.length).toLowerCase() === MAPPED_IPV4 && isIP(text.slice(MAPPED_IPV4.length)) === 4) {
    return text.slice(MAPPED_IPV4.length);
  }
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  // One client, one key: `2001:DB8:0::1` and `2001:db8::1` are the same address.
  const canonical = new SocketAddress({ address: text, family: 'ipv6' }).address;
  return canonical.startsWith(MAPPED_IPV4) && isIP(canonical.slice(MAPPED_IPV4.length)) === 4 ? canonical.slice(MAPPED_IPV4.length) : canonical;
}

/**
 * TRUSTED_PROXIES: addresses and CIDR ranges, IPv4 and IPv6, comma-separated, e.g.
 * `127.0.0.1,::1` (nginx on the same machine) or `10.0.0.0/8, 2001:db8::/32`.
 * Empty or unset: no proxy is trusted. A malformed entry throws, so a typo stops the server at start.
 */
export function parseTrustedProxies(spec: string | undefined): TrustedProxies {
  const list = new BlockList();
  let size = 0;
  for (const entry of (spec ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const slash = entry.indexOf('/');
    const address = normalizeAddress(slash === -1 ? entry : entry.slice(0, slash));
    const prefixText = slash === -1 ? undefined : entry.slice(slash + 1);
    const family = address ? isIP(address) : 0;
    if (!address || family === 0 || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    if (prefix !== undefined && prefix > (family === 4 ? 32 : 128)) throw new Error(`TRUSTED_PROXIES: "${entry}" has a prefix longer than the address`);
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
    size += 1;
  }
  return {
    size,
    // Addresses reach this point normalized: IPv4 (mapped ones included) as IPv4.
    has: (address) => size > 0 && list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6'),
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
