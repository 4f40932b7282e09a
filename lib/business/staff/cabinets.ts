import { and, asc, count, eq, max } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cabinetMemberships, cabinets } from '@/lib/db/schema';
import { recordAudit } from '@/lib/business/audit';
import { BusinessError } from '../errors';
import type { BusinessMember } from '../guard';

export type ManagedCabinet = { id: number; code: number; name: string };

/**
 * The cabinet a members.manage call acts on: the path's own by default. A manager of the main
 * cabinet (code 0) manages every cabinet of the company; a manager of another cabinet only
 * that one (403 forbidden for others). An unknown code is 404 cabinet_not_found.
 */
export async function managedCabinet(member: BusinessMember, code: number | undefined): Promise<ManagedCabinet> {
  if (code === undefined || code === member.cabinet.code) return member.cabinet;
  if (member.cabinet.code !== 0) throw new BusinessError(403, 'forbidden');
  const [row] = await getDb()
    .select({ id: cabinets.id, code: cabinets.code, name: cabinets.name })
    .from(cabinets)
    .where(and(eq(cabinets.companyId, member.company.id), eq(cabinets.code, code)))
    .limit(1);
  if (!row) throw new BusinessError(404, 'cabinet_not_found');
  return row;
}

/** The cabinets a manager manages (all of the company from cabinet 0, else their own), with member counts. */
export async function listManagedCabinets(member: BusinessMember) {
  const where = member.cabinet.code === 0 ? eq(cabinets.companyId, member.company.id) : eq(cabinets.id, member.cabinet.id);
  return getDb()
    .select({ id: cabinets.id, code: cabinets.code, name: cabinets.name, createdAt: cabinets.createdAt, members: count(cabinetMemberships.id) })
    .from(cabinets)
    .leftJoin(cabinetMemberships, eq(cabinetMemberships.cabinetId, cabinets.id))
    .where(where)
    .groupBy(cabinets.id)
    .orderBy(asc(cabinets.code));
}

/**
 * A new cabinet of the company with the next free code; only from the main cabinet. Its creator
 * is its first member, with the permissions they hold in the main cabinet (nobody grants what
 * they lack), so it is in their cabinet switcher at once; the staff join it with a code.
 */
export async function createCabinet(member: BusinessMember, name: string): Promise<ManagedCabinet> {
  if (member.cabinet.code !== 0) throw new BusinessError(403, 'forbidden');
  return getDb().transaction(async (tx) => {
    const [{ top }] = await tx.select({ top: max(cabinets.code) }).from(cabinets).where(eq(cabinets.companyId, member.company.id));
    const [created] = await tx
      .insert(cabinets)
      .values({ companyId: member.company.id, code: (top ?? 0) + 1, name })
      .returning({ id: cabinets.id, code: cabinets.code, name: cabinets.name });
    await tx.insert(cabinetMemberships).values({ userId: member.user.id, cabinetId: created.id, permissions: [...member.permissions] });
    await recordAudit(tx, { userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, action: 'cabinet.create', targetId: created.id, details: { code: created.code, name } });
    return created;
  });
}
