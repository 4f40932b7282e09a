import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { doctorBooking, scheduleHours } from '@/lib/db/schema';
import type { BookingMode } from '@/lib/db/schema/booking';
import { auditTitle, recordAudit } from '@/lib/business/audit';
import { auditChanges, differingFields, EditConflictError } from '../edit-conflict';
import type { BusinessMember } from '../guard';
import { actorOf, scheduleChanged, scheduleDoctor } from './doctor';
import type { WeeklyHoursInput } from './schemas';

/** One interval of the week as the editor sends and reads it. */
export type WeeklyInterval = { weekday: number; start: string; end: string };

/** `HH:MM:SS` as PostgreSQL writes a time -> `HH:MM`. */
export const hhmm = (value: string) => value.slice(0, 5);

/** The week on the wire. */
export const hoursToWire = (hours: WeeklyInterval[]) => hours.map((item) => ({ WEEKDAY: item.weekday, START: item.start, END: item.end }));

const byTime = (a: WeeklyInterval, b: WeeklyInterval) => a.weekday - b.weekday || a.start.localeCompare(b.start);

/** How a doctor is booked and the VERSION of their weekly hours; no row yet: request, version 1. */
export async function readDoctorBooking(specialistId: number, db: Pick<Database, 'select'> = getDb()): Promise<{ mode: BookingMode; version: number }> {
  const [row] = await db.select({ mode: doctorBooking.mode, version: doctorBooking.version }).from(doctorBooking).where(eq(doctorBooking.specialistId, specialistId)).limit(1);
  return row ?? { mode: 'request', version: 1 };
}

/** A doctor's weekly hours, Monday first, each day's intervals in time order. */
export async function readWeeklyHours(specialistId: number, db: Pick<Database, 'select'> = getDb()): Promise<WeeklyInterval[]> {
  const rows = await db
    .select({ weekday: scheduleHours.weekday, start: scheduleHours.startsAt, end: scheduleHours.endsAt })
    .from(scheduleHours)
    .where(eq(scheduleHours.specialistId, specialistId))
    .orderBy(asc(scheduleHours.weekday), asc(scheduleHours.startsAt));
  return rows.map((row) => ({ weekday: row.weekday, start: hhmm(row.start), end: hhmm(row.end) }));
}

/**
 * A doctor's booking mode (schedule.edit): `request` keeps SPEC's appointment request, `slots`
 * offers free times. Not versioned: one value, the last choice holds. Audited as schedule.mode
 * when it changed; the doctor's pages follow at once (the doctors section's tags).
 */
export async function setBookingMode(member: BusinessMember, id: number, mode: BookingMode): Promise<void> {
  const changed = await getDb().transaction(async (tx) => {
    const doctor = await scheduleDoctor(member, id, tx);
    const before = await readDoctorBooking(id, tx);
    if (before.mode === mode) return false;
    await tx
      .insert(doctorBooking)
      .values({ specialistId: id, companyId: member.company.id, mode })
      .onConflictDoUpdate({ target: doctorBooking.specialistId, set: { mode } });
    await recordAudit(tx, { ...actorOf(member, id), action: 'schedule.mode', details: { title: auditTitle(doctor.fullName), changes: auditChanges({ mode: before.mode }, { mode }, ['mode']) } });
    return true;
  });
  if (changed) await scheduleChanged(member, [id]);
}

/**
 * A doctor's whole week at once (schedule.edit), made from `version`: the stored intervals are
 * replaced by the sent ones. The version check and its raise are one statement; a week saved by a
 * colleague since is 409 edit_conflict with the week as stored. Audited as schedule.hours with
 * the week before and after.
 */
export async function setWeeklyHours(member: BusinessMember, id: number, input: WeeklyHoursInput): Promise<void> {
  const sent = input.intervals.map(({ weekday, start, end }) => ({ weekday, start, end })).sort(byTime);
  const outcome = await getDb().transaction(async (tx) => {
    const doctor = await scheduleDoctor(member, id, tx);
    await tx.insert(doctorBooking).values({ specialistId: id, companyId: member.company.id }).onConflictDoNothing();
    const [raised] = await tx
      .update(doctorBooking)
      .set({ version: sql`${doctorBooking.version} + 1` })
      .where(and(eq(doctorBooking.specialistId, id), eq(doctorBooking.version, input.version)))
      .returning({ version: doctorBooking.version });
    const before = await readWeeklyHours(id, tx);
    if (!raised) return { conflict: differingFields({ intervals: before }, { intervals: sent }) };
    await tx.delete(scheduleHours).where(eq(scheduleHours.specialistId, id));
    if (sent.length > 0) await tx.insert(scheduleHours).values(sent.map((item) => ({ companyId: member.company.id, specialistId: id, weekday: item.weekday, startsAt: item.start, endsAt: item.end })));
    await recordAudit(tx, { ...actorOf(member, id), action: 'schedule.hours', details: { title: auditTitle(doctor.fullName), changes: auditChanges({ intervals: before }, { intervals: sent }, ['intervals']) } });
    return { conflict: null };
  });
  if (outcome.conflict) {
    const stored = await readDoctorBooking(id);
    throw new EditConflictError({ version: stored.version, current: { VERSION: stored.version, HOURS: hoursToWire(await readWeeklyHours(id)) }, changed: outcome.conflict });
  }
  await scheduleChanged(member, [id]);
}
