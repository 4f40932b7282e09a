import type { PriceCurrency } from '@/lib/db/schema/stored-shapes';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A price list (a material of kind `prices`, issue 19): ordered groups of ordered rows. A price is
 * a whole amount in the currency of the list (tenge or sum; no minor units), optionally "from".
 * Pure: the site, the editor and the schema all read it.
 */
export type { PriceCurrency, PriceGroup, PriceList, PriceRow } from '@/lib/db/schema/stored-shapes';
export const PRICE_CURRENCIES = ['KZT', 'UZS'] as const satisfies readonly PriceCurrency[];

export const MATERIAL_KINDS = ['text', 'prices'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

const NUMBER_LOCALES: Record<Locale, string> = { ru: 'ru-RU', kk: 'kk-KZ', uz: 'uz-Latn-UZ', en: 'en-GB' };

/**
 * «5 000 ₸», «от 38 000 ₸» is the page's job (the "from" word is a message); this is the amount
 * with its currency in the page's locale, whole units, the spaces no-break so it never wraps.
 */
export function formatPrice(amount: number, currency: PriceCurrency, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0 })
    .format(amount)
    .replace(/[\s\u202f]/g, '\u00a0');
}

/** The currency of a company's country, read from its first phone (+998: Uzbekistan), Kazakhstan otherwise. */
export const currencyOfPhones = (phones: readonly string[]): PriceCurrency => (phones[0]?.startsWith('+998') ? 'UZS' : 'KZT');
