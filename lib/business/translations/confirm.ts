import { BusinessError } from '../errors';
import { loadTranslatableItems, type TranslationKind } from './items';
import { storeSourceHash } from './sources';
import { hasText } from './texts';
import type { TranslatedLocale } from '@/lib/seo/text-locales-sql';

/**
 * «Перевод актуален»: the translator read the changed Russian text and the translation still says
 * it, so the translation now stands beside the Russian text as it is, unchanged. 404
 * translation_not_found when the item, the field or that language's text is not there.
 */
export async function confirmTranslation(companyId: number, target: { kind: TranslationKind; itemId: number; field: string; locale: TranslatedLocale }): Promise<void> {
  const items = await loadTranslatableItems(companyId);
  const item = items.find((one) => one.kind === target.kind && one.itemId === target.itemId);
  const value = item && Object.hasOwn(item.fields, target.field) ? item.fields[target.field] : undefined;
  if (!value || !hasText(value.ru) || !hasText(value[target.locale])) throw new BusinessError(404, 'translation_not_found');
  await storeSourceHash(companyId, target.kind, target.itemId, target.field, target.locale, value.ru);
}
