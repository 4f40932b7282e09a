/** SPEC 9: ru is the default and has no URL prefix; the others are prefixed (SPEC 2.1). */
export const LOCALES = ['ru', 'kk', 'uz', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/** SPEC 3 "Locales": each with a code and a language name, written in that language. */
export const LOCALE_NAMES: Record<Locale, string> = { ru: 'Русский', kk: 'Қазақша', uz: 'Oʻzbekcha', en: 'English' };

/** SPEC 4: the locale cookie is kept for 365 days. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The URL prefix of a locale: none for ru, `/kk`, `/uz`, `/en` for the others. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}
