import dayjs from 'dayjs';
import type { Locale } from '@/lib/i18n/locales';
import { localized } from './locales';
import { parseDottedDate } from './parse';

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

// DD.MM.YYYY strings from the API are converted first (SPEC 5); other strings are ISO.
function toDayjs(value: DateInput): dayjs.Dayjs | null {
  const dotted = typeof value === 'string' ? parseDottedDate(value) : null;
  const parsed = dayjs(dotted ?? value);
  return parsed.isValid() ? parsed : null;
}

/**
 * '05 марта' / '05 наурыз' / '05-mart', with the year when it is not the current one
 * ('05 марта 2025' / '2025 жылғы 05 наурыз' / '2025-yil 05-mart'); '' for an invalid date.
 * A message never puts a suffix after it (GLOSSARY): «Жазылған күні: {date}».
 */
export function formatDate(value: DateInput, locale: Locale, now: DateInput = new Date()): string {
  const date = toDayjs(value);
  if (!date) return '';
  const sameYear = date.year() === dayjs(now).year();
  const formats = DATE_FORMATS[locale];
  return localized(date, locale).format(sameYear ? formats.date : formats.withYear);
}

/** '05 мар.' / '05 нау' / '05-mar' for narrow places (a chart's axis); '' for an invalid date. */
export function formatShortDate(value: DateInput, locale: Locale): string {
  const date = toDayjs(value);
  return date ? localized(date, locale).format(DATE_FORMATS[locale].short) : '';
}

/** '09:05' (24-hour in every locale); '' for an invalid date. */
export function formatTime(value: DateInput): string {
  const date = toDayjs(value);
  return date ? date.format(TIME_FORMAT) : '';
}

/** '26 қараша, 09:05' / '26-noyabr, 09:05': the date as formatDate writes it, then the time. */
export function formatDateTime(value: DateInput, locale: Locale, now: DateInput = new Date()): string {
  const date = formatDate(value, locale, now);
  return date ? `${date}, ${formatTime(value)}` : '';
}
