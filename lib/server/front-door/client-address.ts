import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { CLIENT_ADDRESS_HEADER, normalizeAddress, resolveClientAddress, type TrustedProxies } from '@/lib/http/client-address';

/** What a client may claim about the route to us; only a trusted proxy's word is kept. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** The last entry of a comma-separated header: the one the nearest proxy wrote. */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[value.length - 1] : value;
  if (text === undefined) return undefined;
  const comma = text.lastIndexOf(',');
  return (comma === -1 ? text : text.slice(comma + 1)).trim().toLowerCase();
}

/** A socket's peer: its normalized address, and whether that is one of our trusted proxies. */
export type Peer = { address: string | undefined; trusted: boolean };

/** The peer of a socket's remote address. Most requests come from a few peers (one, behind a proxy): each is parsed once. */
export function createPeerLookup(trustedProxies: TrustedProxies): (remoteAddress: string) => Peer {
  const peers = new Map<string, Peer>();
  return (remoteAddress: string) => {
    let peer = peers.get(remoteAddress);
    if (peer === undefined) {
      if (peers.size >= 10_000) peers.clear();
      const address = normalizeAddress(remoteAddress);
      peer = { address, trusted: address !== undefined && trustedProxies.has(address) };
      peers.set(remoteAddress, peer);
    }
    return peer;
  };
}

/** Did the request come over TLS: to our own socket, or to the trusted proxy in front (its x-forwarded-proto)? */
export function cameOverHttps(socket: Socket, headers: IncomingHttpHeaders, fromProxy: boolean): boolean {
  return (socket as TLSSocket).encrypted === true || (fromProxy && lastEntry(headers['x-forwarded-proto']) === 'https');
}

/** The client's address onto the request (x-client-address, from the socket or a trusted proxy's x-forwarded-for). */
export function placeClientAddress(headers: IncomingHttpHeaders, peer: string | undefined, fromProxy: boolean, trustedProxies: TrustedProxies) {
  const address = fromProxy ? resolveClientAddress(peer, headers['x-forwarded-for'], trustedProxies) : peer;
  // A stranger's forwarding headers are dropped: Next then fills them from the socket.
  if (!fromProxy) for (const name of FORWARDING_HEADERS) if (headers[name] !== undefined) delete headers[name];
  if (address === undefined) delete headers[CLIENT_ADDRESS_HEADER];
  else headers[CLIENT_ADDRESS_HEADER] = address;
}
