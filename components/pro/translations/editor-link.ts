import type { TranslationGap } from '@/lib/business/translations';
import type { Locale } from '@/lib/i18n/locales';
import { proHref, type ProSegment } from '../pro-sections';

/** The editor of a text (its section and the item parameter it reads, components/pro/read-item-param.ts). */
const EDITORS: Record<TranslationGap['kind'], { segment: ProSegment; param?: string }> = {
  clinic: { segment: 'contacts' },
  home: { segment: 'home' },
  about: { segment: 'pages' },
  material: { segment: 'pages', param: 'item' },
  price: { segment: 'prices', param: 'item' },
  doctor: { segment: 'doctors', param: 'doctor' },
  menu: { segment: 'menu' },
  album: { segment: 'gallery', param: 'album' },
  news: { segment: 'news', param: 'item' },
};

/** The address of the editor where a gap is filled: '/kk/pro/DEMO/1/doctors?doctor=12'. The clinic's name is edited in the settings. */
export function gapEditorHref(locale: Locale, companyCode: string, cabinetCode: number, gap: Pick<TranslationGap, 'kind' | 'itemId' | 'field'>): string {
  const editor = gap.kind === 'clinic' && gap.field === 'name' ? { segment: 'settings' as const } : EDITORS[gap.kind];
  const base = proHref(locale, companyCode, cabinetCode, editor.segment);
  return editor.param ? `${base}?${editor.param}=${gap.itemId}` : base;
}

/** The keys of BusinessTranslations.fields. */
export type FieldKey = 'name' | 'address' | 'headline' | 'text' | 'highlight' | 'about' | 'title' | 'body' | 'summary' | 'full_name' | 'specialty' | 'bio' | 'groupName' | 'rowService';

/** The field's words' key and values in BusinessTranslations.fields: 'highlights.2' -> highlight, { n: 3 }. */
export function fieldLabel(field: string): { key: FieldKey; values?: Record<string, number> } {
  const highlight = /^highlights\.(\d+)$/.exec(field);
  if (highlight) return { key: 'highlight', values: { n: Number(highlight[1]) + 1 } };
  const group = /^groups\.(\d+)\.name$/.exec(field);
  if (group) return { key: 'groupName', values: { g: Number(group[1]) + 1 } };
  const row = /^groups\.(\d+)\.rows\.(\d+)\.service$/.exec(field);
  if (row) return { key: 'rowService', values: { g: Number(row[1]) + 1, r: Number(row[2]) + 1 } };
  return { key: field as FieldKey };
}
