import { and, arrayContains, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { likeContaining } from '@/lib/db/like';
import { companies, companyDomains } from '@/lib/db/schema';
import { domainOrder, servedDomain } from '@/lib/tenants/served-domains';
import { CITY_KEYS, type CityKey } from '@/lib/db/directory/cities';
import { CLINICS_PAGE_SIZE, type ClinicSearch } from './search-params';
import { SPECIALTY_KEYS, type SpecialtyKey } from '@/lib/db/directory/specialties';

const listed = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  shortDescription: companies.shortDescription,
  address: companies.address,
  logo: companies.logo,
  specialties: companies.specialties,
};

/**
 * Online clinics of the city and the specialty (issue 21: the derived columns companies.city and
 * companies.specialties, lib/platform/cities.ts and specialties.ts) whose name or address (in any
 * of its languages) contains the text: companies.search_text holds them all, under a trigram
 * index, so a search reads the index rather than every clinic's JSON.
 */
function clinicFilter({ query, city, specialty }: Pick<ClinicSearch, 'query' | 'city' | 'specialty'>): SQL | undefined {
  return and(
    eq(companies.status, 'online'),
    city ? eq(companies.city, city) : undefined,
    specialty ? arrayContains(companies.specialties, [specialty]) : undefined,
    // `%` and `_` that a visitor typed are letters, not patterns.
    query ? ilike(companies.searchText, likeContaining(query)) : undefined,
  );
}

/**
 * One page of the platform's clinic directory (an offline or closing clinic is not listed), oldest
 * first, with the count of every match. Never every clinic: a page past the last one is the last one.
 *   searchClinics({ query: 'Алматы', page: 2 }) -> { clinics: [13th..24th match], total: 30, page: 2, pages: 3 }
 */
export async function searchClinics({ query, page, city, specialty }: ClinicSearch, pageSize = CLINICS_PAGE_SIZE) {
  const db = getDb();
  const where = clinicFilter({ query, city, specialty });
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
  // One pass over the page's domains (already in order), not one per clinic.
  const hosts = new Map<number, string[]>();
  for (const d of domains) hosts.set(d.companyId, [...(hosts.get(d.companyId) ?? []), d.host]);
  const clinics = rows.map((row) => ({ ...row, domains: hosts.get(row.id) ?? [] }));
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

/**
 * The cities and the specialties the directory offers as filters: those of lib/platform's lists
 * that at least one online clinic has, in the lists' order. One indexed probe per entry of the
 * lists (companies_directory_idx, companies_specialties_idx), whatever the number of clinics.
 */
export async function listDirectoryFacets(): Promise<{ cities: CityKey[]; specialties: SpecialtyKey[] }> {
  const pool = getDb();
  const [cities, specialties] = await Promise.all([
    pool.execute<{ key: CityKey }>(sql`select u.key from unnest(${`{${CITY_KEYS.join(',')}}`}::text[]) with ordinality as u(key, i)
      where exists (select 1 from ${companies} c where c.status = 'online' and c.city = u.key) order by u.i`),
    pool.execute<{ key: SpecialtyKey }>(sql`select u.key from unnest(${`{${SPECIALTY_KEYS.join(',')}}`}::text[]) with ordinality as u(key, i)
      where exists (select 1 from ${companies} c where c.status = 'online' and c.specialties @> array[u.key]) order by u.i`),
  ]);
  return { cities: cities.rows.map((row) => row.key), specialties: specialties.rows.map((row) => row.key) };
}
