import { publicBaseUrl } from '@/lib/seo/urls';

/** The TXT record that proves a company holds a domain: `_clinic-verification.{host}` TXT `clinic-verification={token}`. */
export const TXT_PREFIX = '_clinic-verification';
export const TXT_VALUE_PREFIX = 'clinic-verification=';

export const txtName = (host: string) => `${TXT_PREFIX}.${host}`;
export const txtValue = (token: string) => `${TXT_VALUE_PREFIX}${token}`;

export type DnsRecord = { type: 'TXT' | 'CNAME' | 'A' | 'AAAA'; name: string; value: string };

/**
 * Where a clinic points its domain (deploy/README.md): DOMAINS_CNAME_TARGET (default: the host of
 * PUBLIC_BASE_URL) for a subdomain, DOMAINS_A_RECORDS / DOMAINS_AAAA_RECORDS (comma-separated) for an apex domain.
 */
export function targetRecords(host: string, env: NodeJS.ProcessEnv = process.env): DnsRecord[] {
  const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const cname = env.DOMAINS_CNAME_TARGET?.trim() || publicBaseUrl(env.PUBLIC_BASE_URL).hostname;
  return [
    { type: 'CNAME', name: host, value: cname },
    ...list(env.DOMAINS_A_RECORDS).map((value) => ({ type: 'A' as const, name: host, value })),
    ...list(env.DOMAINS_AAAA_RECORDS).map((value) => ({ type: 'AAAA' as const, name: host, value })),
  ];
}

/** Every record a clinic creates for a domain: the proof of ownership first. */
export function dnsRecords(host: string, token: string | null, env: NodeJS.ProcessEnv = process.env): DnsRecord[] {
  return [...(token ? [{ type: 'TXT' as const, name: txtName(host), value: txtValue(token) }] : []), ...targetRecords(host, env)];
}
