import type { Locale } from './locales';

/** Text shown to visitors, stored per locale; ru is always present, the others fall back to it. */
export type LocalizedText = { ru: string; kk?: string; uz?: string; en?: string };

/** Text stored per locale falls back to Russian (DESIGN.md "Data"). */
export function pickLocalized(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale]?.trim() ? (text[locale] as string) : text.ru;
}
