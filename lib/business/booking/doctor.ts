import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { companies, specialists } from '@/lib/db/schema';
import { clinicTimeZone } from '@/lib/dates';
import { instantToWallDate } from '@/lib/dates/wall-time';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { BusinessError } from '../errors';
import type { BusinessMember } from '../guard';

/** The doctor a schedule call names: one of the member's company, else 404 doctor_not_found (another company's too). */
export async function scheduleDoctor(member: BusinessMember, id: number, db: Pick<Database, 'select'> = getDb()) {
  const [row] = await db
    .select({ id: specialists.id, fullName: specialists.fullName, specialty: specialists.specialty })
    .from(specialists)
    .where(and(eq(specialists.id, id), eq(specialists.companyId, member.company.id)))
    .limit(1);
  if (!row) throw new BusinessError(404, 'doctor_not_found');
  return row;
}

export type ScheduleDoctor = Awaited<ReturnType<typeof scheduleDoctor>>;

/** The clinic's IANA time zone (companies.time_zone). */
export async function companyTimeZone(companyId: number): Promise<string> {
  const [row] = await getDb().select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return clinicTimeZone(row?.timeZone);
}

/** Today in the clinic's calendar, YYYY-MM-DD, by the zone's own rules (never a fixed offset). */
export const clinicToday = (timeZone: string, now = new Date()): string => instantToWallDate(now, timeZone);

/**
 * A schedule change shows at the next request: the doctors' pages (their section's tags) and
 * these doctors' free slots (their slot tags), every doctor of the company for a holiday.
 */
export async function scheduleChanged(member: BusinessMember, specialistIds: readonly number[] | 'all'): Promise<void> {
  const ids = specialistIds === 'all' ? (await getDb().select({ id: specialists.id }).from(specialists).where(eq(specialists.companyId, member.company.id))).map((row) => row.id) : specialistIds;
  await invalidateCompany(member.company.code, { sections: ['doctors'], slots: ids });
}

/** Who did it, for the audit. */
export const actorOf = (member: BusinessMember, targetId: number) => ({ userId: member.user.id, companyId: member.company.id, cabinetId: member.cabinet.id, targetId });
