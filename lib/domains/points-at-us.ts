import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/*
 * "Does this host's DNS lead to our machines?" (issue 27, docs/decisions.md "Handoff hardening").
 * The served-host proof (lib/accounts/served-proof.ts) is answered by our instances; a server
 * that relays the whole request to us would pass it too. Where the deployment names the
 * addresses clinics point their domains at (DOMAINS_A_RECORDS, DOMAINS_AAAA_RECORDS, an explicit
 * DOMAINS_CNAME_TARGET), every address the host resolves to must be one of them: a domain
 * pointed at someone else's relay is refused before any token is made.
 */

export type AddressLookup = (host: string) => Promise<string[]>;

const systemLookup: AddressLookup = async (host) => (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);

/** Canonical text of an address (IPv6 in lower case, no zone), or null for anything else. */
const canonical = (address: string) => {
  const bare = address.trim().toLowerCase().replace(/%.*$/, '');
  return isIP(bare) ? bare : null;
};

/** Our ingress addresses as the deployment names them; empty when it names none. */
export async function ingressAddresses(env: NodeJS.ProcessEnv = process.env, resolve: AddressLookup = systemLookup): Promise<Set<string>> {
  const addresses = [...list(env.DOMAINS_A_RECORDS), ...list(env.DOMAINS_AAAA_RECORDS)];
  const cname = env.DOMAINS_CNAME_TARGET?.trim();
  if (cname) addresses.push(...(await resolve(cname).catch(() => [] as string[])));
  return new Set(addresses.map(canonical).filter((address): address is string => address !== null));
}

/**
 * true: every address of `host` is one of our ingress addresses; false: one is not (or the host
 * does not resolve); null: the deployment names no ingress addresses, so only the served-host
 * proof can tell (development and tests, whose demo domains are *.localhost).
 */
export async function pointsAtUs(host: string, env: NodeJS.ProcessEnv = process.env, resolve: AddressLookup = systemLookup): Promise<boolean | null> {
  const ours = await ingressAddresses(env, resolve);
  if (ours.size === 0) return null;
  const addresses = (await resolve(host).catch(() => [] as string[])).map(canonical);
  return addresses.length > 0 && addresses.every((address) => address !== null && ours.has(address));
}
