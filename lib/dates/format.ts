import dayjs from 'dayjs';
import type { Locale } from '@/lib/i18n/locales';
import { localized } from './locales';
import { parseDottedDate } from './parse';

/** SPEC 9 display formats. */
export const DATE_FORMAT = 'DD MMMM';
export const DATE_WITH_YEAR_FORMAT = 'DD MMMM YYYY';
export const TIME_FORMAT = 'HH:mm';

export type DateInput = Date | string | number | dayjs.Dayjs;

// DD.MM.YYYY strings from the API are converted first (SPEC 5); other strings are ISO.
function toDayjs(value: DateInput): dayjs.Dayjs | null {
  const dotted = typeof value === 'string' ? parseDottedDate(value) : null;
  const parsed = dayjs(dotted ?? value);
  return parsed.isValid() ? parsed : null;
}

/** '05 марта', or '05 марта 2025' when the year is not the current one; '' for an invalid date. */
export function formatDate(value: DateInput, locale: Locale, now: DateInput = new Date()): string {
  const date = toDayjs(value);
  if (!date) return '';
  const sameYear = date.year() === dayjs(now).year();
  return localized(date, locale).format(sameYear ? DATE_FORMAT : DATE_WITH_YEAR_FORMAT);
}

/** '09:05' (24-hour in every locale); '' for an invalid date. */
export function formatTime(value: DateInput): string {
  const date = toDayjs(value);
  return date ? date.format(TIME_FORMAT) : '';
}
