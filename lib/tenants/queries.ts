import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { businessAccounts, companies, companyDomains } from '@/lib/db/schema';
import { domainOrder, servedDomain } from './served-domains';
import { siteKind } from './hosts';
import type { Company } from './types';

/** The company code behind a `site` param: a slug, or a verified custom host; null for a clinic that is not online (its public site answers as offline). */
export async function findCompanyCode(site: string): Promise<string | null> {
  const kind = siteKind(site);
  if (!kind) return null;
  const db = getDb();
  const rows =
    kind === 'slug'
      ? await db.select({ code: companies.code }).from(companies).where(and(eq(companies.slug, site), eq(companies.status, 'online'))).limit(1)
      : await db
          .select({ code: companies.code })
          .from(companyDomains)
          .innerJoin(companies, eq(companies.id, companyDomains.companyId))
          .where(and(eq(companyDomains.host, site), servedDomain, eq(companies.status, 'online')))
          .limit(1);
  return rows[0]?.code ?? null;
}

/** Is the company's site online (neither taken offline nor closing)? A missing company is not. */
export async function isCompanyOnline(companyId: number): Promise<boolean> {
  const rows = await getDb().select({ id: companies.id }).from(companies).where(and(eq(companies.id, companyId), eq(companies.status, 'online'))).limit(1);
  return rows.length > 0;
}

/**
 * Every key the `site` param may name this company by: its slug and its hosts (verified or not;
 * at most 10). A change of its status changes the answer of each (lib/tenants/invalidate.ts).
 */
export async function findCompanySiteKeys(companyId: number): Promise<string[]> {
  const db = getDb();
  const [company] = await db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, companyId)).limit(1);
  const hosts = await db.select({ host: companyDomains.host }).from(companyDomains).where(eq(companyDomains.companyId, companyId));
  return [...(company ? [company.slug] : []), ...hosts.map((row) => row.host)];
}

/**
 * SPEC 4 "Issue e-mail": the EMAIL_FOR_ISSUES of the company's business account (the oldest
 * one that has it); the company's own value is the fallback (docs/decisions.md).
 */
const issuesEmail = () => sql<string | null>`coalesce((${getDb()
  .select({ email: businessAccounts.emailForIssues })
  .from(businessAccounts)
  .where(and(eq(businessAccounts.companyId, companies.id), isNotNull(businessAccounts.emailForIssues)))
  .orderBy(asc(businessAccounts.id))
  .limit(1)}), ${companies.emailForIssues})`;

/** SPEC 4 "Issue e-mail" of one company, as its record has it (findCompanyByCode's EMAIL_FOR_ISSUES): null when none is set. */
export async function findIssuesEmail(companyId: number): Promise<string | null> {
  const [row] = await getDb().select({ email: issuesEmail() }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.email ?? null;
}

export async function findCompanyByCode(code: string): Promise<Company | null> {
  const db = getDb();
  const [found] = await db.select({ company: companies, issuesEmail: issuesEmail() }).from(companies).where(eq(companies.code, code)).limit(1);
  if (!found) return null;
  const row = { ...found.company, emailForIssues: found.issuesEmail };
  // The first domain is the canonical one (lib/seo): the primary, then the oldest; only verified ones.
  const domains = await db
    .select({ host: companyDomains.host })
    .from(companyDomains)
    .where(and(eq(companyDomains.companyId, row.id), servedDomain))
    .orderBy(...domainOrder);
  // The directory's derived columns (city, search text, specialties) are no part of a site's company.
  const { createdAt: _c, updatedAt: _u, status: _s, purgeAt: _p, city: _city, searchText: _search, specialties: _specialties, ...company } = row;
  return { ...company, domains: domains.map((d) => d.host) };
}
