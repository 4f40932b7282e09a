import { and, asc, between, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { isForeignKeyViolation } from '@/lib/db/errors';
import { scheduleExceptions } from '@/lib/db/schema';
import { auditTitle, recordAudit } from '@/lib/business/audit';
import { BusinessError } from '../errors';
import type { BusinessMember } from '../guard';
import { actorOf, clinicToday, companyTimeZone, scheduleChanged, scheduleDoctor } from './doctor';
import type { ScheduleExceptionInput } from './schemas';

export type ScheduleExceptionRow = typeof scheduleExceptions.$inferSelect;

/** A day before the clinic's today: changing it changes nothing any patient can book. */
export const dayInPast = () => new BusinessError(400, 'invalid_input', {}, { day: ['day_in_past'] });

/** A doctor's days off the weekly pattern from `from` to `to` (inclusive), in day order. */
export async function listExceptions(specialistId: number, from: string, to: string, db: Pick<Database, 'select'> = getDb()): Promise<ScheduleExceptionRow[]> {
  return db
    .select()
    .from(scheduleExceptions)
    .where(and(eq(scheduleExceptions.specialistId, specialistId), between(scheduleExceptions.day, from, to)))
    .orderBy(asc(scheduleExceptions.day));
}

/**
 * A day off the weekly pattern for a doctor (schedule.edit): no intervals, a day off; else the
 * hours that replace the week's that day. One a day: a second for the same day replaces the first.
 * A day before the clinic's today is 400 day_in_past. Audited as schedule.exception.
 */
export async function setException(member: BusinessMember, specialistId: number, input: ScheduleExceptionInput): Promise<ScheduleExceptionRow> {
  if (input.day < clinicToday(await companyTimeZone(member.company.id))) throw dayInPast();
  const intervals = [...input.intervals].sort((a, b) => a.start.localeCompare(b.start)).map(({ start, end }) => ({ start, end }));
  const note = input.note || null;
  let saved: ScheduleExceptionRow;
  try {
    saved = await getDb().transaction(async (tx) => {
      const doctor = await scheduleDoctor(member, specialistId, tx);
      const [row] = await tx
        .insert(scheduleExceptions)
        .values({ companyId: member.company.id, specialistId, day: input.day, intervals, note })
        .onConflictDoUpdate({ target: [scheduleExceptions.specialistId, scheduleExceptions.day], set: { intervals, note } })
        .returning();
      await recordAudit(tx, { ...actorOf(member, specialistId), action: 'schedule.exception', details: { title: auditTitle(doctor.fullName), day: input.day, intervals, note } });
      return row;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new BusinessError(404, 'doctor_not_found');
    throw error;
  }
  await scheduleChanged(member, [specialistId]);
  return saved;
}

/** Removes a day off the pattern (schedule.edit): the week's hours hold that day again. Another company's is 404. Audited as schedule.exception_delete. */
export async function deleteException(member: BusinessMember, id: number): Promise<void> {
  const specialistId = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .delete(scheduleExceptions)
      .where(and(eq(scheduleExceptions.id, id), eq(scheduleExceptions.companyId, member.company.id)))
      .returning();
    if (!row) throw new BusinessError(404, 'schedule_exception_not_found');
    const doctor = await scheduleDoctor(member, row.specialistId, tx);
    await recordAudit(tx, { ...actorOf(member, row.specialistId), action: 'schedule.exception_delete', details: { title: auditTitle(doctor.fullName), day: row.day } });
    return row.specialistId;
  });
  await scheduleChanged(member, [specialistId]);
}
