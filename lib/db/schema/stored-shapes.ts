import type { LocalizedText } from './common';

/*
 * The shapes of jsonb columns of issue 19 (types only): the price list of a material, the
 * opening hours and the home blocks of a company. Their helpers live with their domains
 * (lib/content/materials/price-list.ts, lib/tenants/site-blocks.ts), which re-export these.
 */

export type PriceCurrency = 'KZT' | 'UZS';
export type PriceRow = { service: LocalizedText; price: number; from: boolean; note?: LocalizedText | null };
export type PriceGroup = { name: LocalizedText; rows: PriceRow[] };
export type PriceList = { currency: PriceCurrency; groups: PriceGroup[] };

export type Weekday = 'mo' | 'tu' | 'we' | 'th' | 'fr' | 'sa' | 'su';
/** A break inside a day's hours (lunch): closed from `from` to `to` (HH:MM, 24 h), opens < from < to < closes. */
export type DayBreak = { from: string; to: string };
/** One day: open from `opens` to `closes` (HH:MM, 24 h), an optional break inside (issue 31), or null when closed. */
export type DayHours = { opens: string; closes: string; break?: DayBreak } | null;
export type OpeningHours = Record<Weekday, DayHours>;

/** The home page's own blocks: a headline, a text and a few highlights, per locale. */
export type HomeBlocks = { headline?: LocalizedText | null; text?: LocalizedText | null; highlights?: LocalizedText[] };
