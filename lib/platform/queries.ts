import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { likeContaining } from '@/lib/db/like';
import { companies, companyDomains } from '@/lib/db/schema';
import { domainOrder, servedDomain } from '@/lib/tenants/served-domains';
import { CLINICS_PAGE_SIZE, type ClinicSearch } from './search-params';

const listed = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  shortDescription: companies.shortDescription,
  address: companies.address,
  logo: companies.logo,
};

/**
 * Online clinics whose name or address (in any of its languages) contains the text: the
 * address holds the city («г. Алматы, …»), so «Алматы» finds the clinics there.
 */
function clinicFilter(query: string): SQL | undefined {
  const online = eq(companies.status, 'online');
  if (!query) return online;
  // `%` and `_` that a visitor typed are letters, not patterns.
  const pattern = likeContaining(query);
  return and(
    online,
    sql`(exists (select 1 from jsonb_each_text(${companies.name}) as n(locale, text) where n.text ilike ${pattern})
      or exists (select 1 from jsonb_each_text(coalesce(${companies.address}, '{}'::jsonb)) as a(locale, text) where a.text ilike ${pattern}))`,
  );
}

/**
 * One page of the platform's clinic directory (an offline or closing clinic is not listed), oldest
 * first, with the count of every match. Never every clinic: a page past the last one is the last one.
 *   searchClinics({ query: 'Алматы', page: 2 }) -> { clinics: [13th..24th match], total: 30, page: 2, pages: 3 }
 */
export async function searchClinics({ query, page }: ClinicSearch, pageSize = CLINICS_PAGE_SIZE) {
  const db = getDb();
  const where = clinicFilter(query);
  const [{ total }] = await db.select({ total: count() }).from(companies).where(where);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const rows = total
    ? await db
        .select(listed)
        .from(companies)
        .where(where)
        .orderBy(asc(companies.id))
        .limit(pageSize)
        .offset((current - 1) * pageSize)
    : [];
  const domains = rows.length
    ? await db
        .select({ companyId: companyDomains.companyId, host: companyDomains.host })
        .from(companyDomains)
        .where(and(servedDomain, inArray(companyDomains.companyId, rows.map((row) => row.id))))
        .orderBy(...domainOrder)
    : [];
  const clinics = rows.map((row) => ({ ...row, domains: domains.filter((d) => d.companyId === row.id).map((d) => d.host) }));
  return { clinics, total, page: current, pages };
}

export type ClinicPage = Awaited<ReturnType<typeof searchClinics>>;
export type ListedClinic = ClinicPage['clinics'][number];

/**
 * The clinic the landing page shows as an example: the one named by PLATFORM_EXAMPLE_CLINIC
 * (a slug; the demo clinic by default) while it is online, else the oldest online clinic, else none.
 */
export async function getExampleClinic(slug: string = process.env.PLATFORM_EXAMPLE_CLINIC?.trim() || 'demo-clinic') {
  const db = getDb();
  const [named] = await db.select(listed).from(companies).where(and(eq(companies.status, 'online'), eq(companies.slug, slug))).limit(1);
  if (named) return named;
  const [oldest] = await db.select(listed).from(companies).where(eq(companies.status, 'online')).orderBy(asc(companies.id)).limit(1);
  return oldest ?? null;
}
