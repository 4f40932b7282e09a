import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { addWallDays } from '@/lib/dates/wall-time';
import { doctorBooking, specialists } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import type { BusinessMember } from '../guard';
import { clinicToday, companyTimeZone, scheduleDoctor } from './doctor';
import { listExceptions } from './exceptions';
import { hoursToWire, readDoctorBooking, readWeeklyHours } from './hours';
import { listPriceOf, priceSuggestions } from './price-list';
import { SCHEDULE_LIMITS } from './schemas';
import { listVisitTypes, type VisitTypeRow } from './visit-types';
import { BusinessError } from '../errors';

/** The default length of a read's day range. */
const DEFAULT_RANGE_DAYS = 90;

const localized = (text: LocalizedText) => ({ ...text, ru: text.ru ?? '' });

export const visitTypeToWire = (row: VisitTypeRow, listPrice: number | null = null) => ({
  ID: row.id,
  NAME: localized(row.name),
  DURATION_MINUTES: row.durationMinutes,
  PRICE: row.price,
  ACTIVE: row.isActive,
  LIST_PRICE: listPrice,
});

/** The day range of a read: `from` defaults to the clinic's today, `to` to 90 days on; over a year is 400 range_too_long at `to`. */
export function dayRange(timeZone: string, query: { from?: string; to?: string }): { from: string; to: string } {
  const from = query.from ?? clinicToday(timeZone);
  const to = query.to ?? addWallDays(from, DEFAULT_RANGE_DAYS);
  if (to > addWallDays(from, SCHEDULE_LIMITS.rangeDays)) throw new BusinessError(400, 'invalid_input', {}, { to: ['range_too_long'] });
  if (to < from) throw new BusinessError(400, 'invalid_input', {}, { to: ['invalid_date'] });
  return { from, to };
}

/**
 * A doctor's booking setup as the schedule editor shows it (schedule.edit): the mode, the week
 * with its VERSION, the visit types (each with the price-list price of the same name), the price
 * list's rows as suggestions, and the days off the pattern in the range.
 */
export async function readScheduleSetup(member: BusinessMember, id: number, query: { from?: string; to?: string }) {
  const doctor = await scheduleDoctor(member, id);
  const timeZone = await companyTimeZone(member.company.id);
  const range = dayRange(timeZone, query);
  const [booking, hours, types, exceptions, prices] = await Promise.all([
    readDoctorBooking(id),
    readWeeklyHours(id),
    listVisitTypes(id),
    listExceptions(id, range.from, range.to),
    priceSuggestions(member.company.id, doctor.specialty),
  ]);
  return {
    DOCTOR: { ID: doctor.id, FULL_NAME: localized(doctor.fullName), SPECIALTY: localized(doctor.specialty) },
    TIME_ZONE: timeZone,
    TODAY: clinicToday(timeZone),
    FROM: range.from,
    TO: range.to,
    MODE: booking.mode,
    VERSION: booking.version,
    HOURS: hoursToWire(hours),
    VISIT_TYPES: types.map((row) => visitTypeToWire(row, listPriceOf(row.name, prices?.rows ?? []))),
    PRICE_LIST: prices ? { CURRENCY: prices.currency, ROWS: prices.rows.map((row) => ({ SERVICE: localized(row.service), PRICE: row.price, FROM: row.from, MATCHES_SPECIALTY: row.matchesSpecialty })) } : null,
    EXCEPTIONS: exceptions.map((row) => ({ ID: row.id, DAY: row.day, INTERVALS: row.intervals.map((item) => ({ START: item.start, END: item.end })), NOTE: row.note })),
  };
}

/** The company's doctors in the site's order, each with how patients book them: the schedule page's doctor picker (schedule.edit; the doctors editor's list needs specialists.edit). */
export async function listScheduleDoctors(companyId: number) {
  const rows = await getDb()
    .select({ id: specialists.id, fullName: specialists.fullName, specialty: specialists.specialty, mode: doctorBooking.mode })
    .from(specialists)
    .leftJoin(doctorBooking, eq(doctorBooking.specialistId, specialists.id))
    .where(eq(specialists.companyId, companyId))
    .orderBy(asc(specialists.position), asc(specialists.id));
  return rows.map((row) => ({ ID: row.id, FULL_NAME: localized(row.fullName), SPECIALTY: localized(row.specialty), MODE: row.mode ?? 'request' }));
}
