import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, companyDomains } from '@/lib/db/schema';
import { normalizeHost, platformHosts } from './hosts';

/** Only a verified domain is served (proxy, site params, links, Caddy's ask). */
export const servedDomain = isNotNull(companyDomains.verifiedAt);
/** The primary domain first (canonical URLs, lib/seo), then the oldest. */
export const domainOrder = [desc(companyDomains.isPrimary), asc(companyDomains.id)] as const;

/**
 * Caddy's on-demand TLS `ask` (deploy/Caddyfile): a certificate is obtained only for the
 * platform's own hosts and for a verified domain of an online company. One indexed lookup.
 */
export async function mayServeHost(input: string | null | undefined): Promise<boolean> {
  const host = normalizeHost(input);
  if (!host) return false;
  if (platformHosts().includes(host)) return true;
  const [row] = await getDb()
    .select({ id: companyDomains.id })
    .from(companyDomains)
    .innerJoin(companies, eq(companies.id, companyDomains.companyId))
    .where(and(eq(companyDomains.host, host), servedDomain, eq(companies.status, 'online')))
    .limit(1);
  return Boolean(row);
}
