import type { HolidayCountry } from '@/lib/db/schema/booking';
import type { ShippedHoliday } from './holiday-types';
import { HOLIDAYS_KZ } from './holidays-kz';
import { HOLIDAYS_UZ } from './holidays-uz';

/** Uzbekistan's zones; every other clinic zone is Kazakhstan's (lib/dates/time-zones.ts). */
const UZ_ZONES = new Set(['Asia/Tashkent', 'Asia/Samarkand']);

/** A clinic's country follows its time zone. */
export function holidayCountryOf(timeZone: string): HolidayCountry {
  return UZ_ZONES.has(timeZone) ? 'UZ' : 'KZ';
}

/** The public holidays shipped for a country. */
export function shippedHolidays(country: HolidayCountry): readonly ShippedHoliday[] {
  return country === 'UZ' ? HOLIDAYS_UZ : HOLIDAYS_KZ;
}

/** A row of the holidays table as the merge reads it: a country's (company null) or the clinic's own. */
export type HolidayRow = { day: string; isClosed: boolean; companyId: number | null };

/**
 * The closed wall dates of a clinic: its country's holidays (shipped, and any country rows of the
 * table), then the clinic's own rows on top: `is_closed` true closes a day, false opens a public holiday.
 */
export function closedDays(country: HolidayCountry, rows: readonly HolidayRow[]): Set<string> {
  const closed = new Set(shippedHolidays(country).map((holiday) => holiday.day));
  for (const row of rows) if (row.companyId === null && row.isClosed) closed.add(row.day);
  for (const row of rows) {
    if (row.companyId === null) continue;
    if (row.isClosed) closed.add(row.day);
    else closed.delete(row.day);
  }
  return closed;
}
