import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, companyDomains } from '@/lib/db/schema';
import { domainOrder, servedDomain } from '@/lib/tenants/served-domains';

/** Every online clinic on the platform, for the platform home (an offline or closing one is not listed). */
export async function listCompanies() {
  const db = getDb();
  const rows = await db
    .select({ id: companies.id, slug: companies.slug, name: companies.name, shortDescription: companies.shortDescription, logo: companies.logo })
    .from(companies)
    .where(eq(companies.status, 'online'))
    .orderBy(asc(companies.id));
  const domains = await db.select({ companyId: companyDomains.companyId, host: companyDomains.host }).from(companyDomains).where(servedDomain).orderBy(...domainOrder);
  return rows.map((row) => ({ ...row, domains: domains.filter((d) => d.companyId === row.id).map((d) => d.host) }));
}
