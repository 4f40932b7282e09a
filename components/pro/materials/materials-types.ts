import type { LocalizedDoc } from '@/lib/content/rich-text/doc';
import type { Locale } from '@/lib/i18n/locales';
import type { Texts } from '@/components/pro/site-content/editor-kit';

/** A price list as the API answers it. */
export type PriceListWire = {
  currency: 'KZT' | 'UZS';
  groups: { name: Texts; rows: { service: Texts; price: number; from: boolean; note?: Texts | null }[] }[];
};

/** A material as the editor's API answers it (lib/business/site/materials/editor.ts materialToWire). */
export type MaterialWire = {
  id: number;
  code: string;
  kind: 'text' | 'prices';
  title: Texts & { ru: string };
  body: LocalizedDoc;
  price_list: PriceListWire | null;
  published: boolean;
  version: number;
  updated_at: string;
  menu_items: { id: number; name: Texts & { ru: string }; hidden: boolean }[];
};

export const pickText = (texts: Texts | null | undefined, locale: Locale) => (texts ? texts[locale] || texts.ru || '' : '');

/** The alias pages of SPEC 2.3 and the section text of /determine: materials with an address of their own. */
export const OWN_PAGES: readonly string[] = ['state-symbols', 'gobmp', 'osms', 'determine'];
