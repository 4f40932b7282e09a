import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { materials } from '@/lib/db/schema';
import type { LocalizedDoc, LocalizedText } from '@/lib/db/schema/common';

/** A material page (SPEC 2.2 /materials/{material}); the date is an ISO string. */
export type MaterialRecord = { id: number; code: string; title: LocalizedText; body: LocalizedDoc; updatedAt: string };

export async function findMaterial(companyId: number, code: string): Promise<MaterialRecord | null> {
  const [row] = await getDb()
    .select({ id: materials.id, code: materials.code, title: materials.title, body: materials.body, updatedAt: materials.updatedAt })
    .from(materials)
    .where(and(eq(materials.companyId, companyId), eq(materials.code, code)))
    .limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
}
