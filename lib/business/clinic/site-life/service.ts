import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { businessAccounts, companies } from '@/lib/db/schema';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { findCompanySiteKeys } from '@/lib/tenants/queries';
import { recordAudit } from '@/lib/business/audit';
import { BusinessError } from '../../errors';
import type { BusinessMember } from '../../guard';

/** A closed clinic is deleted this long after the owner closed it; until then the owner may cancel. */
export const CLOSE_GRACE_DAYS = Number(process.env.SITE_CLOSE_GRACE_DAYS ?? 30);

export type SiteStatus = 'online' | 'offline' | 'closing';
export type SiteState = { status: SiteStatus; purgeAt: Date | null; isOwner: boolean; name: Record<string, string | undefined> };

async function isOwner(tx: Pick<Transaction, 'select'>, member: BusinessMember, lock = false): Promise<boolean> {
  const query = tx
    .select({ userId: businessAccounts.userId })
    .from(businessAccounts)
    .where(and(eq(businessAccounts.companyId, member.company.id), eq(businessAccounts.isOwner, true), eq(businessAccounts.userId, member.user.id)));
  const rows = lock ? await query.for('share') : await query;
  return rows.length > 0;
}

export async function getSiteState(member: BusinessMember): Promise<SiteState> {
  const db = getDb();
  const [row] = await db.select({ status: companies.status, purgeAt: companies.purgeAt, name: companies.name }).from(companies).where(eq(companies.id, member.company.id));
  if (!row) throw new BusinessError(404, 'company_not_found');
  return { status: row.status, purgeAt: row.purgeAt, name: row.name as Record<string, string | undefined>, isOwner: await isOwner(db, member) };
}

/**
 * One change of the site's life, by the owner only (403 owner_only), in one transaction with its
 * audit entry; `from` lists the states it may start from (else 409 site_status_conflict).
 */
async function change(member: BusinessMember, from: SiteStatus[], to: { status: SiteStatus; purgeAt: Date | null }, action: `site.${string}`, check?: (row: { name: Record<string, string | undefined> }) => void) {
  await getDb().transaction(async (tx) => {
    if (!(await isOwner(tx, member, true))) throw new BusinessError(403, 'site_owner_only');
    const [row] = await tx.select({ status: companies.status, name: companies.name }).from(companies).where(eq(companies.id, member.company.id)).for('update');
    if (!row) throw new BusinessError(404, 'company_not_found');
    if (!from.includes(row.status)) throw new BusinessError(409, 'site_status_conflict', { status: row.status });
    check?.({ name: row.name as Record<string, string | undefined> });
    await tx.update(companies).set({ status: to.status, purgeAt: to.purgeAt, updatedAt: sql`now()` }).where(eq(companies.id, member.company.id));
    await recordAudit(tx, {
      userId: member.user.id,
      companyId: member.company.id,
      cabinetId: member.cabinet.id,
      action,
      targetId: member.company.id,
      details: { from: row.status, to: to.status, ...(to.purgeAt ? { purgeAt: to.purgeAt.toISOString() } : {}) },
    });
  });
  // Every slug and host of the clinic now answers differently (lib/tenants/queries.ts findCompanyCode serves online clinics only).
  await invalidateCompany(member.company.code, { sites: await findCompanySiteKeys(member.company.id) });
  return getSiteState(member);
}

export const takeOffline = (member: BusinessMember) => change(member, ['online'], { status: 'offline', purgeAt: null }, 'site.offline');
export const bringOnline = (member: BusinessMember) => change(member, ['offline'], { status: 'online', purgeAt: null }, 'site.online');

const sameName = (a: string, b: string) => a.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru') === b.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru');

/** Closing for good: the owner types the clinic's name (in any of its languages); deleted after CLOSE_GRACE_DAYS. */
export function closeSite(member: BusinessMember, confirmName: string, now: Date = new Date()) {
  const purgeAt = new Date(now.getTime() + CLOSE_GRACE_DAYS * 24 * 60 * 60 * 1000);
  return change(member, ['online', 'offline'], { status: 'closing', purgeAt }, 'site.close', ({ name }) => {
    const names = Object.values(name).filter((value): value is string => typeof value === 'string' && value.trim() !== '');
    if (!names.some((value) => sameName(value, confirmName))) throw new BusinessError(400, 'invalid_input', {}, { confirm_name: ['name_mismatch'] });
  });
}

/** The owner changes their mind during the grace period: the site stays offline until they bring it back. */
export const cancelClose = (member: BusinessMember) => change(member, ['closing'], { status: 'offline', purgeAt: null }, 'site.reopen');
