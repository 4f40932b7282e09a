import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { businessAccounts, cabinetMemberships, cabinets, companies } from '@/lib/db/schema';
import { knownPermissions } from './permissions';

/** SPEC 3 "Business account": the user's business accounts, each with its company (oldest first). */
export async function listBusinessAccounts(userId: number) {
  return getDb()
    .select({ companyId: companies.id, code: companies.code, slug: companies.slug, name: companies.name, logo: companies.logo, emailForIssues: businessAccounts.emailForIssues })
    .from(businessAccounts)
    .innerJoin(companies, eq(companies.id, businessAccounts.companyId))
    .where(eq(businessAccounts.userId, userId))
    .orderBy(asc(businessAccounts.id));
}

/** The cabinets of a company the user is a member of, by code, with the permissions held in each. */
export async function listMemberCabinets(userId: number, companyCode: string) {
  const rows = await getDb()
    .select({ code: cabinets.code, name: cabinets.name, permissions: cabinetMemberships.permissions })
    .from(cabinetMemberships)
    .innerJoin(cabinets, eq(cabinets.id, cabinetMemberships.cabinetId))
    .innerJoin(companies, eq(companies.id, cabinets.companyId))
    .where(and(eq(cabinetMemberships.userId, userId), eq(companies.code, companyCode)))
    .orderBy(asc(cabinets.code));
  return rows.map((row) => ({ ...row, permissions: knownPermissions(row.permissions) }));
}

/** Whether the user is a member of any cabinet of the company. */
export async function isCompanyMember(userId: number, companyId: number): Promise<boolean> {
  const companyCabinets = getDb().select({ id: cabinets.id }).from(cabinets).where(eq(cabinets.companyId, companyId));
  const [row] = await getDb()
    .select({ id: cabinetMemberships.id })
    .from(cabinetMemberships)
    .where(and(eq(cabinetMemberships.userId, userId), inArray(cabinetMemberships.cabinetId, companyCabinets)))
    .limit(1);
  return Boolean(row);
}
