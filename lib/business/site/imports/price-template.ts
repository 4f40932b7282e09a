import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { templateCsv, templateXlsx } from '@/lib/imports';
import { headingOf } from './import-rows';
import { PRICE_COLUMNS, priceColumnsFor, type PriceKey } from './price-check';

/**
 * The price list template of a company in the caller's language: a column per offered language
 * for the texts, and two example rows (each language's column in that language).
 */
export async function priceTemplate(format: 'xlsx' | 'csv', locales: readonly Locale[], ui: Locale): Promise<Uint8Array> {
  const keys = priceColumnsFor(locales);
  const defs = PRICE_COLUMNS.filter((def) => keys.includes(def.key));
  const example = (locale: Locale | undefined, first: boolean, key: PriceKey): string | number => {
    const words = MESSAGES[locale ?? ui].Imports.examples;
    if (key === 'price') return first ? 8000 : 2500;
    if (key === 'from') return first ? '' : MESSAGES[ui].Imports.yes;
    if (key.startsWith('group')) return first ? words.group1 : words.group2;
    if (key.startsWith('service')) return first ? words.service1 : words.service2;
    return first ? '' : words.note2;
  };
  const header = defs.map((def) => headingOf(def, ui));
  const rows = [true, false].map((first) => defs.map((def) => example(def.locale, first, def.key)));
  return format === 'xlsx' ? templateXlsx(MESSAGES[ui].Imports.templateSheet.prices, header, rows) : templateCsv(header, rows);
}
