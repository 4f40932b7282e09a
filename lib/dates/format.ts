import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Locale } from '@/lib/i18n/locales';
import { DAYJS_LOCALES } from './locales';
import { dottedToUsDate } from './parse';
import { DEFAULT_TIME_ZONE } from './time-zones';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Display formats per language (SPEC 9 `DD MMMM`, GLOSSARY "Dates"): a two-digit day («07 ноября»);
 * kk puts the year first with «жылғы» («2025 жылғы 07 қараша»), uz writes the day and the year
 * with a hyphen and the month in lower case («2025-yil 07-noyabr»), ru and en put the year last.
 * The uz month names come lower-cased from our own dayjs locale (locales.ts).
 */
export const DATE_FORMATS: Record<Locale, { date: string; withYear: string; short: string }> = {
  ru: { date: 'DD MMMM', withYear: 'DD MMMM YYYY', short: 'DD MMM' },
  kk: { date: 'DD MMMM', withYear: 'YYYY [жылғы] DD MMMM', short: 'DD MMM' },
  uz: { date: 'DD-MMMM', withYear: 'YYYY-[yil] DD-MMMM', short: 'DD-MMM' },
  en: { date: 'DD MMMM', withYear: 'DD MMMM YYYY', short: 'DD MMM' },
};
export const TIME_FORMAT = 'HH:mm';

export type DateInput = Date | string | number | dayjs.Dayjs;

/** How a value is written: in which zone (the clinic's; Asia/Almaty by default) and, for the year, when "now" is. */
export type FormatOptions = { zone?: string; now?: DateInput };

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The value as a wall time in `zone`, never in the machine's or the browser's zone (the server
 * and the browser render the same text: no hydration mismatch). A calendar day (YYYY-MM-DD, or
 * SPEC 5's DD.MM.YYYY) is that day, whatever the zone; other strings are ISO instants.
 */
function zoned(value: DateInput, zone: string): dayjs.Dayjs | null {
  const us = typeof value === 'string' ? dottedToUsDate(value) : null;
  if (us) {
    const [month, day, year] = us.split('/');
    return zonedDay(`${year}-${month}-${day}`, zone);
  }
  if (typeof value === 'string' && CALENDAR_DAY.test(value.trim())) return zonedDay(value.trim(), zone);
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(zone) : null;
}

function zonedDay(day: string, zone: string): dayjs.Dayjs | null {
  const parsed = dayjs.tz(day, zone);
  // Strict: a day the month lacks ('2025-02-31') is no date, not one rolled into March.
  return parsed.isValid() && parsed.format('YYYY-MM-DD') === day ? parsed : null;
}

/**
 * '05 марта' / '05 наурыз' / '05-mart', with the year when it is not the current one
 * ('05 марта 2025' / '2025 жылғы 05 наурыз' / '2025-yil 05-mart'); '' for an invalid date.
 * A message never puts a suffix after it (GLOSSARY): «Жазылған күні: {date}».
 */
export function formatDate(value: DateInput, locale: Locale, { zone = DEFAULT_TIME_ZONE, now = new Date() }: FormatOptions = {}): string {
  const date = zoned(value, zone);
  if (!date) return '';
  const sameYear = date.year() === (zoned(now, zone)?.year() ?? date.year());
  const formats = DATE_FORMATS[locale];
  return date.locale(DAYJS_LOCALES[locale]).format(sameYear ? formats.date : formats.withYear);
}

/** '05 мар.' / '05 нау' / '05-mar' for narrow places (a chart's axis); '' for an invalid date. */
export function formatShortDate(value: DateInput, locale: Locale, { zone = DEFAULT_TIME_ZONE }: FormatOptions = {}): string {
  const date = zoned(value, zone);
  return date ? date.locale(DAYJS_LOCALES[locale]).format(DATE_FORMATS[locale].short) : '';
}

/** '09:05' (24-hour in every locale) in the zone; '' for an invalid date. */
export function formatTime(value: DateInput, { zone = DEFAULT_TIME_ZONE }: FormatOptions = {}): string {
  const date = zoned(value, zone);
  return date ? date.format(TIME_FORMAT) : '';
}

/** '26 қараша, 09:05' / '26-noyabr, 09:05': the date as formatDate writes it, then the time. */
export function formatDateTime(value: DateInput, locale: Locale, options: FormatOptions = {}): string {
  const date = formatDate(value, locale, options);
  return date ? `${date}, ${formatTime(value, options)}` : '';
}
