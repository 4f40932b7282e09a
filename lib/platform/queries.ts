import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, companyDomains } from '@/lib/db/schema';

/** Every clinic on the platform, for the platform home. */
export async function listCompanies() {
  const db = getDb();
  const rows = await db
    .select({ id: companies.id, slug: companies.slug, name: companies.name, shortDescription: companies.shortDescription, logo: companies.logo })
    .from(companies)
    .orderBy(asc(companies.id));
  const domains = await db.select({ companyId: companyDomains.companyId, host: companyDomains.host }).from(companyDomains);
  return rows.map((row) => ({ ...row, domains: domains.filter((d) => d.companyId === row.id).map((d) => d.host) }));
}
