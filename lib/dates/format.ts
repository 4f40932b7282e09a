import dayjs from 'dayjs';
import type { Locale } from '@/lib/i18n/locales';
import { localized } from './locales';
import { parseDottedDate } from './parse';

/**
 * Display formats per language (GLOSSARY "Dates", which refines SPEC 9's DD MMMM): no leading
 * zero; kk puts the year first with «жылғы» («2025 жылғы 26 қараша»), uz writes the day and
 * the year with a hyphen and the month in lower case («2025-yil 26-noyabr»), ru and en put the
 * year last. The uz month names come lower-cased from our own dayjs locale (locales.ts).
 */
export const DATE_FORMATS: Record<Locale, { date: string; withYear: string; short: string }> = {
  ru: { date: 'D MMMM', withYear: 'D MMMM YYYY', short: 'D MMM' },
  kk: { date: 'D MMMM', withYear: 'YYYY [жылғы] D MMMM', short: 'D MMM' },
  uz: { date: 'D-MMMM', withYear: 'YYYY-[yil] D-MMMM', short: 'D-MMM' },
  en: { date: 'D MMMM', withYear: 'D MMMM YYYY', short: 'D MMM' },
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
 * '5 марта' / '5 наурыз' / '5-mart', with the year when it is not the current one
 * ('5 марта 2025' / '2025 жылғы 5 наурыз' / '2025-yil 5-mart'); '' for an invalid date.
 * A message never puts a suffix after it (GLOSSARY): «Жазылған күні: {date}».
 */
export function formatDate(value: DateInput, locale: Locale, now: DateInput = new Date()): string {
  const date = toDayjs(value);
  if (!date) return '';
  const sameYear = date.year() === dayjs(now).year();
  const formats = DATE_FORMATS[locale];
  return localized(date, locale).format(sameYear ? formats.date : formats.withYear);
}

/** '5 мар.' / '5 нау' / '5-mar' for narrow places (a chart's axis); '' for an invalid date. */
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
