import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';
import uzLatn from 'dayjs/locale/uz-latn';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Our uz is Latin script: dayjs's plain 'uz' locale is Cyrillic, 'uz-latn' is Latin but
 * capitalises the months («26 Noyabr»), which Uzbek writes in lower case («26-noyabr»,
 * GLOSSARY). 'uz-latn-lc' is uz-latn with lower-case months, registered without becoming
 * the global locale.
 */
const UZ_LOCALE = 'uz-latn-lc';
dayjs.locale(
  { ...uzLatn, name: UZ_LOCALE, months: uzLatn.months?.map((m) => m.toLowerCase()), monthsShort: uzLatn.monthsShort?.map((m) => m.toLowerCase()) },
  undefined,
  true,
);

export const DAYJS_LOCALES: Record<Locale, string> = { ru: 'ru', kk: 'kk', uz: UZ_LOCALE, en: 'en' };

/** Day indexes as dayjs counts them (0 = Sunday). */
export const SUNDAY = 0;
export const MONDAY = 1;

/** SPEC 9: weeks start on Monday in ru, kk and uz; en keeps the English default, Sunday. */
const WEEK_START: Record<Locale, number> = { ru: MONDAY, kk: MONDAY, uz: MONDAY, en: SUNDAY };

export function weekStart(locale: Locale): number {
  return WEEK_START[locale];
}

/** A dayjs value in the locale's language; the global dayjs locale is never changed. */
export function localized(value: dayjs.ConfigType, locale: Locale): dayjs.Dayjs {
  return dayjs(value).locale(DAYJS_LOCALES[locale]);
}
