import type { PriceGroup, PriceRow } from '@/lib/content/materials/price-list';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import type { ImportRecord } from '@/lib/imports';
import { MATERIAL_LIMITS } from '../materials/schemas';
import { readYesNo, sameText, type ImportColumnDef, type PreviewRow, type RowError } from './import-rows';
import { readPrice } from './price-cell';

/*
 * A price list from a spreadsheet (issue 31): a row per service with its group, price, «from» and
 * note; the texts per language in their own columns (Услуга (kk) …).
 */

export type PriceKey = `group_${Locale}` | `service_${Locale}` | 'price' | 'from' | `note_${Locale}`;

export const PRICE_COLUMNS: readonly ImportColumnDef<PriceKey>[] = [
  ...LOCALES.map((locale) => ({ key: `group_${locale}` as const, word: 'group' as const, locale, required: locale === 'ru' })),
  ...LOCALES.map((locale) => ({ key: `service_${locale}` as const, word: 'service' as const, locale, required: locale === 'ru' })),
  { key: 'price', word: 'price', required: true },
  { key: 'from', word: 'from' },
  ...LOCALES.map((locale) => ({ key: `note_${locale}` as const, word: 'note' as const, locale })),
];

/** The columns a company's template and preview show: texts only in the languages its site offers. */
export const priceColumnsFor = (locales: readonly Locale[]) => PRICE_COLUMNS.filter((def) => !def.locale || locales.includes(def.locale)).map((def) => def.key);

const LIMITS: Record<'group' | 'service' | 'note', number> = { group: MATERIAL_LIMITS.groupName, service: MATERIAL_LIMITS.service, note: MATERIAL_LIMITS.note };

type Checked = { rows: PreviewRow<PriceKey>[]; groups: PriceGroup[]; imported: number };

/**
 * Every row checked, with its errors; the valid rows grouped (a row with an empty group belongs to
 * the group of the row above; rows of one group name, wherever they stand, go together) after the
 * groups of `base` (the list appended to). The same group and service twice in the file is
 * duplicate_row on the later row; a group past 50 or a group's row past 300 is refused on its row.
 */
export function checkPriceRows(records: ImportRecord<PriceKey>[], locales: readonly Locale[], base: readonly PriceGroup[]): Checked {
  const groups = base.map((group) => ({ ...group, rows: [...group.rows] }));
  const byName = new Map(groups.map((group, index) => [sameText(group.name.ru), index]));
  const seen = new Map<string, number>();
  let current: { ru: string; texts: Record<string, string> } | null = null;
  let imported = 0;
  const rows = records.map(({ line, values }) => {
    const errors: RowError[] = [];
    for (const def of [...LOCALES.map((l) => ['group', l] as const), ...LOCALES.map((l) => ['service', l] as const), ...LOCALES.map((l) => ['note', l] as const)]) {
      const field = `${def[0]}_${def[1]}` as PriceKey;
      const text = values[field];
      if (!text) continue;
      if (!locales.includes(def[1])) errors.push({ field, code: 'locale_not_offered' });
      else if (text.length > LIMITS[def[0]]) errors.push({ field, code: 'too_long', params: { max: LIMITS[def[0]] } });
    }
    const groupTexts = textsOf(values, 'group', locales);
    if (values.group_ru) current = { ru: values.group_ru, texts: groupTexts };
    else if (Object.keys(groupTexts).length > 0 || !current) errors.push({ field: 'group_ru', code: 'group_missing' });
    if (!values.service_ru) errors.push({ field: 'service_ru', code: 'empty_name' });
    const price = readPrice(values.price, MATERIAL_LIMITS.price);
    if (!price.ok) errors.push({ field: 'price', code: price.code });
    const from = readYesNo(values.from);
    if (from === null) errors.push({ field: 'from', code: 'from_invalid' });
    if (current && values.service_ru) {
      const key = `${sameText(current.ru)}\u0000${sameText(values.service_ru)}`;
      const first = seen.get(key);
      if (first !== undefined) errors.push({ field: 'service_ru', code: 'duplicate_row', params: { line: first } });
      else seen.set(key, line);
    }
    if (errors.length === 0 && current && price.ok) {
      let index = byName.get(sameText(current.ru));
      if (index === undefined) {
        if (groups.length >= MATERIAL_LIMITS.groups) errors.push({ field: 'group_ru', code: 'too_many_groups', params: { max: MATERIAL_LIMITS.groups } });
        else {
          index = groups.push({ name: { ru: current.ru, ...current.texts }, rows: [] }) - 1;
          byName.set(sameText(current.ru), index);
        }
      }
      if (index !== undefined && groups[index].rows.length >= MATERIAL_LIMITS.rows) errors.push({ field: 'service_ru', code: 'group_too_big', params: { max: MATERIAL_LIMITS.rows } });
      else if (index !== undefined) {
        const note = textsOf(values, 'note', locales);
        const row: PriceRow = { service: { ru: values.service_ru, ...textsOf(values, 'service', locales) }, price: price.price, from: price.from || from === true, ...(Object.keys(note).length > 0 ? { note: { ru: '', ...note } } : {}) };
        groups[index].rows.push(row);
        imported += 1;
      }
    }
    return { line, values, errors };
  });
  return { rows, groups, imported };
}

/** The texts of a column word in the offered languages, empty ones left out. */
function textsOf(values: Record<PriceKey, string>, word: 'group' | 'service' | 'note', locales: readonly Locale[]): Record<string, string> {
  return Object.fromEntries(locales.map((locale) => [locale, values[`${word}_${locale}` as PriceKey]]).filter(([, text]) => text));
}

