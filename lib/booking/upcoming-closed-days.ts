import { and, asc, between, eq, isNull, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { holidays } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import { clinicTimeZone } from '@/lib/dates/time-zones';
import { addWallDays, instantToWallDate } from '@/lib/dates/wall-time';
import { companyCached } from '@/lib/tenants/company-cache';
import { closedDays, holidayCountryOf, shippedHolidays } from './holidays';

/** A day the clinic's holiday calendar closes, with its name (the clinic's own, else the public holiday's), or null when none was given. */
export type ClosedDay = { day: string; name: LocalizedText | null };

/** How far ahead the public contact card looks for closed days. */
export const CLOSED_DAYS_AHEAD = 30;

const named = (name: LocalizedText | null | undefined): LocalizedText | null => (name && Object.values(name).some((text) => text?.trim()) ? name : null);

/**
 * The clinic's closed days from `from` to `to` (wall dates, inclusive), read-only, in date order:
 * its country's public holidays (shipped, and any country rows of the table) with the clinic's own
 * rows on top, merged as booking merges them (lib/booking/holidays.ts closedDays).
 */
export async function readClosedDays(company: { id: number; timeZone: string }, from: string, to: string): Promise<ClosedDay[]> {
  const country = holidayCountryOf(clinicTimeZone(company.timeZone));
  const rows = await getDb()
    .select({ day: holidays.day, isClosed: holidays.isClosed, companyId: holidays.companyId, name: holidays.name })
    .from(holidays)
    .where(and(between(holidays.day, from, to), or(eq(holidays.companyId, company.id), and(isNull(holidays.companyId), eq(holidays.country, country)))))
    .orderBy(asc(holidays.day));
  const names = new Map<string, LocalizedText | null>();
  for (const holiday of shippedHolidays(country)) names.set(holiday.day, named(holiday.name));
  for (const row of rows) if (row.companyId === null && named(row.name)) names.set(row.day, row.name);
  for (const row of rows) if (row.companyId !== null && named(row.name)) names.set(row.day, row.name);
  return [...closedDays(country, rows)]
    .filter((day) => day >= from && day <= to)
    .sort()
    .map((day) => ({ day, name: names.get(day) ?? null }));
}

/**
 * The closed days of the next CLOSED_DAYS_AHEAD days from the clinic's today, for its public
 * contact card. Cached per clinic and day, tagged with the doctors' section: a change of the
 * holiday calendar (lib/business/booking/holidays.ts) expires it through scheduleChanged.
 */
export function upcomingClosedDays(company: { id: number; code: string; timeZone: string }, now = new Date()): Promise<ClosedDay[]> {
  const today = instantToWallDate(now, clinicTimeZone(company.timeZone));
  const until = addWallDays(today, CLOSED_DAYS_AHEAD);
  return companyCached(company.code, ['closed-days', today], () => readClosedDays(company, today, until), { on: ['doctors'] });
}
