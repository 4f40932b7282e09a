import type { LocalizedText } from '@/lib/db/schema/common';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

/** SPEC 2.1: Russian always; Kazakh, Uzbek and English only when the company has a name in that language. */
export function offeredLocales(name: LocalizedText): Locale[] {
  return LOCALES.filter((locale) => locale === 'ru' || Boolean(name[locale]?.trim()));
}
