import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies, doctorBooking, holidays, scheduleExceptions, scheduleHours, specialists, visitTypes, visits } from '@/lib/db/schema';
import type { BookingMode } from '@/lib/db/schema/booking';
import { clinicTimeZone } from '@/lib/dates/time-zones';
import { addWallDays, wallTimeToInstant } from '@/lib/dates/wall-time';
import { closedDays, holidayCountryOf } from './holidays';
import type { BusyPeriod, DoctorSchedule } from './slots';

/** A doctor as booking sees them: their clinic (code, zone, change limit), how they are booked, whether published. */
export type BookingDoctor = {
  id: number;
  companyId: number;
  companyCode: string;
  timeZone: string;
  changeLimitMinutes: number;
  mode: BookingMode;
  isPublished: boolean;
};

/** A doctor of a company (another clinic's id is as unknown as a missing one), or null. */
export async function findBookingDoctor(companyId: number, specialistId: number): Promise<BookingDoctor | null> {
  const [row] = await getDb()
    .select({
      id: specialists.id,
      companyId: specialists.companyId,
      companyCode: companies.code,
      timeZone: companies.timeZone,
      changeLimitMinutes: companies.bookingChangeLimitMinutes,
      mode: doctorBooking.mode,
      isPublished: specialists.isPublished,
    })
    .from(specialists)
    .innerJoin(companies, eq(companies.id, specialists.companyId))
    .leftJoin(doctorBooking, eq(doctorBooking.specialistId, specialists.id))
    .where(and(eq(specialists.id, specialistId), eq(specialists.companyId, companyId)))
    .limit(1);
  if (!row) return null;
  return { ...row, timeZone: clinicTimeZone(row.timeZone), mode: row.mode ?? 'request' };
}

/** Bookable by the public: published and in `slots` mode. */
export const isBookable = (doctor: BookingDoctor) => doctor.isPublished && doctor.mode === 'slots';

export type VisitTypeRow = typeof visitTypes.$inferSelect;

/** The doctor's active visit types, in the clinic's order. */
export async function listVisitTypes(specialistId: number): Promise<VisitTypeRow[]> {
  return getDb()
    .select()
    .from(visitTypes)
    .where(and(eq(visitTypes.specialistId, specialistId), eq(visitTypes.isActive, true)))
    .orderBy(asc(visitTypes.position), asc(visitTypes.id));
}

/** One active visit type of this doctor, or null (another doctor's type is as unknown as a missing one). */
export async function findVisitType(specialistId: number, visitTypeId: number): Promise<VisitTypeRow | null> {
  const [row] = await getDb()
    .select()
    .from(visitTypes)
    .where(and(eq(visitTypes.id, visitTypeId), eq(visitTypes.specialistId, specialistId), eq(visitTypes.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** The doctor's schedule for wall dates `from`..`to`: weekly hours, that range's exceptions, the clinic's closed days. */
export async function loadSchedule(doctor: BookingDoctor, from: string, to: string): Promise<DoctorSchedule> {
  const db = getDb();
  const country = holidayCountryOf(doctor.timeZone);
  const [weekly, exceptions, holidayRows] = await Promise.all([
    db.select({ weekday: scheduleHours.weekday, start: scheduleHours.startsAt, end: scheduleHours.endsAt }).from(scheduleHours).where(eq(scheduleHours.specialistId, doctor.id)),
    db
      .select({ day: scheduleExceptions.day, intervals: scheduleExceptions.intervals })
      .from(scheduleExceptions)
      .where(and(eq(scheduleExceptions.specialistId, doctor.id), gte(scheduleExceptions.day, from), lte(scheduleExceptions.day, to))),
    db
      .select({ day: holidays.day, isClosed: holidays.isClosed, companyId: holidays.companyId })
      .from(holidays)
      .where(and(gte(holidays.day, from), lte(holidays.day, to), or(eq(holidays.companyId, doctor.companyId), and(isNull(holidays.companyId), eq(holidays.country, country))))),
  ]);
  return {
    timeZone: doctor.timeZone,
    weekly,
    exceptions: new Map(exceptions.map((row) => [row.day, row.intervals])),
    closedDays: closedDays(country, holidayRows),
  };
}

/** The doctor's periods that overlap [from, to): every status; the engine leaves out cancelled ones and expired holds. */
export async function loadBusy(specialistId: number, from: Date, to: Date): Promise<BusyPeriod[]> {
  const rows = await getDb()
    .select({ start: sql<Date>`lower(${visits.period})`.mapWith((value: string) => new Date(value)), end: sql<Date>`upper(${visits.period})`.mapWith((value: string) => new Date(value)), status: visits.status, holdExpiresAt: visits.holdExpiresAt })
    .from(visits)
    .where(and(eq(visits.specialistId, specialistId), sql`${visits.status} <> 'cancelled'`, sql`${visits.period} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`));
  return rows;
}

/** The instants a range of wall dates covers in a zone: `from` 00:00 to the day after `to`, 00:00. */
export function rangeInstants(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  return { start: wallTimeToInstant(from, '00:00', timeZone), end: wallTimeToInstant(addWallDays(to, 1), '00:00', timeZone) };
}
