import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { storedUploads } from '@/lib/db/schema';

/*
 * Which company uploaded each stored key (issue 27, docs/decisions.md "Stored uploads have an
 * owner"): recorded when a company's upload is stored, read before any of its files is deleted.
 * A company deletes only its own keys: a text may name any address, so naming a file proves
 * nothing; a key another company uploaded, or one whose uploader is unknown, is left alone.
 */

type Executor = Pick<Database | Transaction, 'insert'>;

/** Records `companyId` as the uploader of these keys (a key recorded already keeps its owner). */
export async function recordUploads(companyId: number, keys: readonly string[], executor: Executor = getDb()): Promise<void> {
  if (keys.length === 0) return;
  await executor
    .insert(storedUploads)
    .values(keys.map((key) => ({ key, companyId })))
    .onConflictDoNothing({ target: storedUploads.key });
}

/** Those of `keys` that `companyId` uploaded, in their order; any other key (another company's, or unknown) is left out. */
export async function ownedKeys(companyId: number, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await getDb()
    .select({ key: storedUploads.key })
    .from(storedUploads)
    .where(and(eq(storedUploads.companyId, companyId), inArray(storedUploads.key, [...new Set(keys)])));
  const owned = new Set(rows.map((row) => row.key));
  return keys.filter((key) => owned.has(key));
}

/** The company that uploaded a key, or null when none is recorded. */
export async function uploadOwner(key: string): Promise<number | null> {
  const [row] = await getDb().select({ companyId: storedUploads.companyId }).from(storedUploads).where(eq(storedUploads.key, key)).limit(1);
  return row?.companyId ?? null;
}

/** Every key the company uploaded (its purge deletes these and nothing else). */
export async function companyUploadKeys(companyId: number): Promise<string[]> {
  const rows = await getDb().select({ key: storedUploads.key }).from(storedUploads).where(eq(storedUploads.companyId, companyId));
  return rows.map((row) => row.key);
}

/** A deleted key has no owner any more. */
export async function forgetUploads(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await getDb().delete(storedUploads).where(inArray(storedUploads.key, [...keys]));
}
