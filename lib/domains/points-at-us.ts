import { isIP } from 'node:net';
import { lookupAddresses, type AddressLookup } from './resolver';

export type { AddressLookup };

/*
 * "Does this host's DNS lead to our machines?" (issue 27, docs/decisions.md "Handoff hardening";
 * issue 31, "DNS records that cannot mislead"). The served-host proof (lib/accounts/served-proof.ts)
 * is answered by our instances; a server that relays the whole request to us would pass it too.
 * Where the deployment names the addresses clinics point their domains at (DOMAINS_A_RECORDS,
 * DOMAINS_AAAA_RECORDS, an explicit DOMAINS_CNAME_TARGET), every address the host resolves to must
 * be one of them: a domain pointed at someone else's relay is refused before any token is made,
 * and the domains page tells a clinic whose domain does not lead here yet.
 */

const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);

/** Canonical text of an address (IPv6 in lower case, no zone), or null for anything else. */
const canonical = (address: string) => {
  const bare = address.trim().toLowerCase().replace(/%.*$/, '');
  return isIP(bare) ? bare : null;
};

/** Our ingress addresses as the deployment names them; empty when it names none. */
export async function ingressAddresses(env: NodeJS.ProcessEnv = process.env, resolve: AddressLookup = lookupAddresses): Promise<Set<string>> {
  const addresses = [...list(env.DOMAINS_A_RECORDS), ...list(env.DOMAINS_AAAA_RECORDS)];
  const cname = env.DOMAINS_CNAME_TARGET?.trim();
  if (cname) addresses.push(...(await resolve(cname).catch(() => [] as string[])));
  return new Set(addresses.map(canonical).filter((address): address is string => address !== null));
}

/**
 * Where a host's DNS leads:
 *   ours       every address it resolves to is one of our ingress addresses
 *   elsewhere  at least one address is not ours (`addresses` lists what DNS answered)
 *   missing    a definite answer without any address (NXDOMAIN, no A/AAAA record)
 *   dns_error  no definite answer (a timeout, SERVFAIL): nothing is known
 *   unchecked  the deployment names no ingress addresses (development, the tests' *.localhost demo domains)
 */
export type Pointing = { state: 'ours' | 'elsewhere' | 'missing' | 'dns_error' | 'unchecked'; addresses: string[] };

/** node:dns's codes of a definite "no such name or record" answer. */
const DEFINITE_ABSENCE = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);
/** A lookup that takes longer than this is a DNS failure (the page waits for it). */
const LOOKUP_TIMEOUT_MS = 5000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('DNS lookup timed out'), { code: 'ETIMEOUT' })), LOOKUP_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function checkPointing(host: string, env: NodeJS.ProcessEnv = process.env, resolve: AddressLookup = lookupAddresses): Promise<Pointing> {
  const ours = await ingressAddresses(env, resolve);
  if (ours.size === 0) return { state: 'unchecked', addresses: [] };
  let found: string[];
  try {
    found = await withTimeout(resolve(host));
  } catch (error) {
    return { state: DEFINITE_ABSENCE.has((error as { code?: string }).code ?? '') ? 'missing' : 'dns_error', addresses: [] };
  }
  const addresses = [...new Set(found.map((address) => canonical(address) ?? address.trim()))];
  if (addresses.length === 0) return { state: 'missing', addresses };
  return { state: addresses.every((address) => ours.has(address)) ? 'ours' : 'elsewhere', addresses };
}

/**
 * true: every address of `host` is one of our ingress addresses; false: one is not (or the host
 * does not resolve, or DNS failed); null: the deployment names no ingress addresses, so only the
 * served-host proof can tell (development and tests, whose demo domains are *.localhost).
 */
export async function pointsAtUs(host: string, env: NodeJS.ProcessEnv = process.env, resolve: AddressLookup = lookupAddresses): Promise<boolean | null> {
  const { state } = await checkPointing(host, env, resolve);
  return state === 'unchecked' ? null : state === 'ours';
}
