import type { LocalizedText } from '@/lib/db/schema/common';
import type { Locale } from './locales';

/** Text stored per locale falls back to Russian (DESIGN.md "Data"). */
export function pickLocalized(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale]?.trim() ? (text[locale] as string) : text.ru;
}
