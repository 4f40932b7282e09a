import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { materials } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';
import type { PriceCurrency, PriceList } from '@/lib/db/schema/stored-shapes';

/** A row of the clinic's price list offered for a visit type: its name and price, and whether it names the doctor's specialty. */
export type PriceSuggestion = { service: LocalizedText; price: number; from: boolean; matchesSpecialty: boolean };

/** Lower-case words of a text, cut to their first five letters: «Консультация терапевта» and «Терапевт» share «терап». */
const stems = (text: string | undefined) =>
  (text ?? '')
    .toLocaleLowerCase('ru')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 4)
    .map((word) => word.slice(0, 5));

const sharesStem = (a: LocalizedText, b: LocalizedText) => {
  const left = new Set(Object.values(a).flatMap((text) => stems(text)));
  return Object.values(b).some((text) => stems(text).some((stem) => left.has(stem)));
};

/** The price-list rows of the company's published price pages (materials of kind prices). */
async function priceLists(companyId: number): Promise<PriceList[]> {
  const rows = await getDb()
    .select({ priceList: materials.priceList })
    .from(materials)
    .where(and(eq(materials.companyId, companyId), eq(materials.kind, 'prices'), eq(materials.isPublished, true), isNotNull(materials.priceList)))
    .orderBy(asc(materials.id));
  return rows.flatMap((row) => (row.priceList ? [row.priceList] : []));
}

/**
 * What the clinic's price list offers for a doctor's visit types: every row, those naming the
 * doctor's specialty first (a suggestion: the clinic picks one and its name and price fill the form).
 */
export async function priceSuggestions(companyId: number, specialty: LocalizedText): Promise<{ currency: PriceCurrency; rows: PriceSuggestion[] } | null> {
  const lists = await priceLists(companyId);
  if (lists.length === 0) return null;
  const rows = lists.flatMap((list) => list.groups.flatMap((group) => group.rows)).map((row) => ({ service: row.service, price: row.price, from: row.from, matchesSpecialty: sharesStem(specialty, row.service) }));
  rows.sort((a, b) => Number(b.matchesSpecialty) - Number(a.matchesSpecialty));
  return { currency: lists[0].currency, rows };
}

const sameName = (a: LocalizedText, b: LocalizedText) => Object.entries(a).some(([locale, text]) => text && b[locale as keyof LocalizedText]?.trim().toLocaleLowerCase('ru') === text.trim().toLocaleLowerCase('ru'));

/** The price of the price-list row named as the visit type is (in any locale), or null. */
export const listPriceOf = (name: LocalizedText, rows: readonly PriceSuggestion[]): number | null => rows.find((row) => sameName(name, row.service))?.price ?? null;
