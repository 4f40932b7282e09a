import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { materials } from '@/lib/db/schema';
import type { LocalizedDoc, LocalizedText } from '@/lib/db/schema/common';
import type { PriceList } from './price-list';

/** A material page (SPEC 2.2 /materials/{material}); the date is an ISO string. A price list has kind 'prices' and its PRICE_LIST. */
export type MaterialRecord = { id: number; code: string; title: LocalizedText; body: LocalizedDoc; kind: string; priceList: PriceList | null; updatedAt: string };

export async function findMaterial(companyId: number, code: string): Promise<MaterialRecord | null> {
  const [row] = await getDb()
    .select({ id: materials.id, code: materials.code, title: materials.title, body: materials.body, kind: materials.kind, priceList: materials.priceList, updatedAt: materials.updatedAt })
    .from(materials)
    // A hidden material is no page (404) until it is published again.
    .where(and(eq(materials.companyId, companyId), eq(materials.code, code), eq(materials.isPublished, true)))
    .limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}

