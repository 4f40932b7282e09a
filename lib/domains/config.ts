import { isIP } from 'node:net';
import { getDomain } from 'tldts';
import { publicBaseUrl } from '@/lib/seo/urls';

/** The TXT record that proves a company holds a domain: `_clinic-verification.{host}` TXT `clinic-verification={token}`. */
export const TXT_PREFIX = '_clinic-verification';
export const TXT_VALUE_PREFIX = 'clinic-verification=';

export const txtName = (host: string) => `${TXT_PREFIX}.${host}`;
export const txtValue = (token: string) => `${TXT_VALUE_PREFIX}${token}`;

/** ALIAS (also called ANAME or CNAME flattening): a CNAME-like record some DNS providers allow at the apex. */
export type DnsRecordType = 'TXT' | 'CNAME' | 'A' | 'AAAA' | 'ALIAS';

/**
 * One record a clinic creates: `name` is the full name, `host` what a registrar's form asks for
 * (the name relative to the zone: `@` for the zone itself, `www`, `_clinic-verification.www`).
 */
export type DnsRecord = { type: DnsRecordType; name: string; host: string; value: string };

/** Where clinics point their domains, as the deployment names it (deploy/README.md); all empty when it names nothing. */
export type Ingress = { cnameTarget: string | null; a: string[]; aaaa: string[] };

const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);

/** A name a clinic's DNS can point at: not an IP address, not localhost (the default of development). */
const isPublicName = (host: string) => host.includes('.') && isIP(host) === 0 && host !== 'localhost' && !host.endsWith('.localhost');

/**
 * DOMAINS_CNAME_TARGET (default: the host of PUBLIC_BASE_URL, when that is a public name) for a
 * subdomain; DOMAINS_A_RECORDS / DOMAINS_AAAA_RECORDS (comma-separated) for an apex domain.
 */
export function ingressSetup(env: NodeJS.ProcessEnv = process.env): Ingress {
  const explicit = env.DOMAINS_CNAME_TARGET?.trim().toLowerCase().replace(/\.$/, '');
  const fallback = publicBaseUrl(env.PUBLIC_BASE_URL).hostname.toLowerCase();
  const cnameTarget = explicit || (isPublicName(fallback) ? fallback : null);
  return { cnameTarget, a: list(env.DOMAINS_A_RECORDS).filter((ip) => isIP(ip) === 4), aaaa: list(env.DOMAINS_AAAA_RECORDS).filter((ip) => isIP(ip) === 6) };
}

/**
 * The zone a host belongs to (the registrable domain by the public suffix list: `clinic.kz`,
 * `clinic.com.kz`, `clinic.co.uz`) and the host relative to it (`@` when it is the zone itself).
 */
export function zoneOf(host: string): { zone: string; label: string } {
  const zone = getDomain(host, { allowPrivateDomains: false }) ?? host.split('.').slice(-2).join('.');
  return { zone, label: relativeTo(host, zone) };
}

/** A full name written as a registrar's form wants it: relative to the zone, `@` for the zone itself. */
export function relativeTo(name: string, zone: string): string {
  if (name === zone) return '@';
  return name.endsWith(`.${zone}`) ? name.slice(0, -(zone.length + 1)) : name;
}

/** Every record a clinic creates for one domain, and the records a registrar with ALIAS support may use instead. */
export type DomainRecords = {
  /** apex: the zone itself (`clinic.kz`), which can have no CNAME; subdomain: a name under it (`www.clinic.kz`). */
  kind: 'apex' | 'subdomain';
  zone: string;
  /** The TXT proof (while the domain has a token), then where the domain points. Never a CNAME beside another record of its name. */
  records: DnsRecord[];
  /** An apex with A records and a CNAME target: one ALIAS record may replace the A/AAAA records, where the registrar supports it. */
  aliasInstead: DnsRecord | null;
  /** The deployment names neither a CNAME target nor addresses: the page says so instead of inventing values. */
  ingressNamed: boolean;
};

/**
 * One correct set of records (issue 31, docs/decisions.md "DNS records that cannot mislead"):
 *   subdomain  CNAME to the target (or, when the deployment names only addresses, A/AAAA to them);
 *   apex       A/AAAA to the addresses (or, when the deployment names only a CNAME target, ALIAS to it);
 * plus the TXT proof, whose name is `_clinic-verification.{host}` and so never shares a name with the pointing record.
 */
export function domainRecords(host: string, token: string | null, env: NodeJS.ProcessEnv = process.env): DomainRecords {
  const { zone, label } = zoneOf(host);
  const kind = label === '@' ? 'apex' : 'subdomain';
  const ingress = ingressSetup(env);
  const record = (type: DnsRecordType, name: string, value: string): DnsRecord => ({ type, name, host: relativeTo(name, zone), value });
  const addresses = [...ingress.a.map((ip) => record('A', host, ip)), ...ingress.aaaa.map((ip) => record('AAAA', host, ip))];
  let pointing: DnsRecord[];
  let aliasInstead: DnsRecord | null = null;
  if (kind === 'subdomain') pointing = ingress.cnameTarget ? [record('CNAME', host, ingress.cnameTarget)] : addresses;
  else if (addresses.length > 0) {
    pointing = addresses;
    aliasInstead = ingress.cnameTarget ? record('ALIAS', host, ingress.cnameTarget) : null;
  } else pointing = ingress.cnameTarget ? [record('ALIAS', host, ingress.cnameTarget)] : [];
  return {
    kind,
    zone,
    records: [...(token ? [record('TXT', txtName(host), txtValue(token))] : []), ...pointing],
    aliasInstead,
    ingressNamed: ingress.cnameTarget !== null || addresses.length > 0,
  };
}
