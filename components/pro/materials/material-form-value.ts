import { cleanTexts, type Texts } from '@/components/pro/site-content/editor-kit';
import type { LocalizedDoc } from '@/lib/i18n/rich-doc';
import type { MaterialWire, PriceListWire } from './materials-types';
import { priceListToBody, type PriceListValue } from './price-list-editor';

/** A material as its form holds it (prices as typed). */
export type MaterialFormValue = { code: string; kind: 'text' | 'prices'; title: Texts; body: LocalizedDoc; published: boolean; priceList: PriceListValue };

const emptyPriceList = (): PriceListValue => ({ currency: 'KZT', groups: [] });

function toPriceValue(list: PriceListWire | null): PriceListValue {
  if (!list) return emptyPriceList();
  return { currency: list.currency, groups: list.groups.map((g) => ({ name: { ...g.name }, rows: g.rows.map((r) => ({ service: { ...r.service }, price: String(r.price), from: r.from, note: { ...(r.note ?? {}) } })) })) };
}

/** The form's value of a stored material, or of a new one of `kind`. */
export const toMaterialForm = (material: MaterialWire | null, kind: MaterialFormValue['kind'] = 'text'): MaterialFormValue =>
  material
    ? { code: material.code, kind: material.kind, title: { ...material.title }, body: { ...material.body }, published: material.published, priceList: toPriceValue(material.price_list) }
    : { code: '', kind, title: {}, body: {}, published: true, priceList: emptyPriceList() };

/** The body of the save: the version only for a stored material, the price list only for one of prices. */
export function materialBody(value: MaterialFormValue, version: number | null): Record<string, unknown> {
  return {
    code: value.code.trim(),
    kind: value.kind,
    title: cleanTexts(value.title),
    body: value.body,
    published: value.published,
    ...(value.kind === 'prices' ? { price_list: priceListToBody(value.priceList) } : {}),
    ...(version === null ? {} : { version }),
  };
}
