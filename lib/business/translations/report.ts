import { TRANSLATED_LOCALES, type TranslatedLocale } from '@/lib/seo/text-locales-sql';
import { loadTranslatableItems, TRANSLATION_KINDS, type TranslatableItem, type TranslationKind } from './items';
import { isStale, loadSourceHashes } from './sources';
import { hasText } from './texts';

/** A field a language lacks (missing) or whose Russian text changed since it was translated (stale). */
export type TranslationGap = { kind: TranslationKind; itemId: number; label: string; field: string; state: 'missing' | 'stale' };

/** One kind in one language: how many fields with a Russian text are translated and current, of how many. */
export type KindProgress = { kind: TranslationKind; done: number; total: number };

export type LanguageReport = { locale: TranslatedLocale; kinds: KindProgress[]; gaps: TranslationGap[] };

/** The fields of an item with a Russian text, with the state of `locale`'s (null: translated and current). */
export function fieldStates(item: TranslatableItem, locale: TranslatedLocale, hashes: Map<string, string>): { field: string; state: TranslationGap['state'] | null }[] {
  return Object.entries(item.fields)
    .filter(([, value]) => hasText(value?.ru))
    .map(([field, value]) => ({
      field,
      state: !hasText(value?.[locale]) ? 'missing' : isStale(hashes, item.kind, item.itemId, field, locale, value) ? 'stale' : null,
    }));
}

/**
 * How much of the clinic's own content each offered language besides Russian has (issue 31): per
 * kind "done of total" fields, and the list of fields missing or stale, in the kinds' order.
 */
export async function loadTranslationReport(companyId: number): Promise<LanguageReport[]> {
  const [items, hashes] = await Promise.all([loadTranslatableItems(companyId), loadSourceHashes(companyId)]);
  // The site's languages: Russian and each the clinic has a name in (offeredLocales).
  const name = items.find((item) => item.kind === 'clinic')?.fields.name;
  const locales = TRANSLATED_LOCALES.filter((locale) => hasText(name?.[locale]));
  return locales.map((locale) => {
    const progress = new Map<TranslationKind, KindProgress>(TRANSLATION_KINDS.map((kind) => [kind, { kind, done: 0, total: 0 }]));
    const gaps: TranslationGap[] = [];
    for (const item of items) {
      const counts = progress.get(item.kind)!;
      for (const { field, state } of fieldStates(item, locale, hashes)) {
        counts.total += 1;
        if (state === null) counts.done += 1;
        else gaps.push({ kind: item.kind, itemId: item.itemId, label: item.label, field, state });
      }
    }
    return { locale, kinds: [...progress.values()].filter((kind) => kind.total > 0), gaps };
  });
}

/** The stale fields of one item, per language: what its editor marks. */
export async function loadItemStale(companyId: number, kind: TranslationKind, itemId: number): Promise<{ field: string; locale: TranslatedLocale }[]> {
  const [items, hashes] = await Promise.all([loadTranslatableItems(companyId), loadSourceHashes(companyId)]);
  const item = items.find((one) => one.kind === kind && one.itemId === itemId);
  if (!item) return [];
  return TRANSLATED_LOCALES.flatMap((locale) =>
    fieldStates(item, locale, hashes)
      .filter(({ state }) => state === 'stale')
      .map(({ field }) => ({ field, locale })),
  );
}
