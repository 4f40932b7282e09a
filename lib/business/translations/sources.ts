import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { translationSources } from '@/lib/db/schema';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@/lib/seo/text-locales-sql';
import { hasText, sourceHash, type LocalizedValue } from './texts';
import type { TranslationKind } from './items';

type Texts = Record<string, LocalizedValue>;
type Row = typeof translationSources.$inferInsert;

/** The stored source hashes of a company, by `kind:item:field:locale`. */
export async function loadSourceHashes(companyId: number, db: Pick<Transaction, 'select'> = getDb()): Promise<Map<string, string>> {
  const rows = await db.select().from(translationSources).where(eq(translationSources.companyId, companyId));
  return new Map(rows.map((row) => [sourceKey(row.kind, row.itemId, row.field, row.locale), row.sourceHash]));
}

export const sourceKey = (kind: string, itemId: number, field: string, locale: string) => `${kind}:${itemId}:${field}:${locale}`;

/** Whether `locale`'s text of a field is stale: a stored hash that is not the hash of the Russian text now (no record: current). */
export function isStale(hashes: Map<string, string>, kind: string, itemId: number, field: string, locale: TranslatedLocale, value: LocalizedValue): boolean {
  const stored = hashes.get(sourceKey(kind, itemId, field, locale));
  return stored !== undefined && hasText(value?.ru) && hasText(value?.[locale]) && stored !== sourceHash(value?.ru);
}

/**
 * Called by an editor's save, in its transaction, with the item's texts before (null: a new item) and
 * after as stored. For each field and language besides Russian: a translation written or changed now
 * remembers the Russian text saved with it; one left as it was keeps its record, or, having none
 * (written before this existed), gets the Russian text it stood beside until now, so a Russian change
 * in this very save marks it stale; a translation removed loses its record.
 */
export async function recordTranslationSources(tx: Pick<Transaction, 'insert' | 'delete'>, companyId: number, kind: TranslationKind, itemId: number, before: Texts | null, after: Texts): Promise<void> {
  const written: Row[] = [];
  const baseline: Row[] = [];
  const removed: { field: string; locale: TranslatedLocale }[] = [];
  for (const [field, value] of Object.entries(after)) {
    for (const locale of TRANSLATED_LOCALES) {
      const text = value?.[locale];
      if (!hasText(text)) {
        removed.push({ field, locale });
        continue;
      }
      const old = before?.[field];
      const row = { companyId, kind, itemId, field, locale };
      if (!old || !hasText(old[locale]) || sourceHash(old[locale]) !== sourceHash(text)) written.push({ ...row, sourceHash: sourceHash(value?.ru) });
      else baseline.push({ ...row, sourceHash: sourceHash(old.ru) });
    }
  }
  const target = [translationSources.companyId, translationSources.kind, translationSources.itemId, translationSources.field, translationSources.locale];
  if (written.length > 0) await tx.insert(translationSources).values(written).onConflictDoUpdate({ target, set: { sourceHash: sql`excluded.source_hash`, savedAt: sql`now()` } });
  if (baseline.length > 0) await tx.insert(translationSources).values(baseline).onConflictDoNothing({ target });
  if (removed.length > 0) {
    const keys = removed.map(({ field, locale }) => `${field}:${locale}`);
    await tx
      .delete(translationSources)
      .where(and(eq(translationSources.companyId, companyId), eq(translationSources.kind, kind), eq(translationSources.itemId, itemId), inArray(sql`${translationSources.field} || ':' || ${translationSources.locale}`, keys)));
  }
}

/** Marks a translation current again without changing it: it now stands beside the Russian text `ru`. */
export async function storeSourceHash(companyId: number, kind: TranslationKind, itemId: number, field: string, locale: TranslatedLocale, ru: unknown): Promise<void> {
  const target = [translationSources.companyId, translationSources.kind, translationSources.itemId, translationSources.field, translationSources.locale];
  await getDb()
    .insert(translationSources)
    .values({ companyId, kind, itemId, field, locale, sourceHash: sourceHash(ru) })
    .onConflictDoUpdate({ target, set: { sourceHash: sourceHash(ru), savedAt: sql`now()` } });
}
