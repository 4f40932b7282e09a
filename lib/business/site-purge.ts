import { and, eq, lte } from 'drizzle-orm';
import { getDb, getPool } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { getStorage } from '@/lib/storage';
import { deleteKeysSoon } from '@/lib/storage/public-files';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { findCompanySiteKeys } from '@/lib/tenants/queries';

/** A stored upload named in a row: `/api/uploads/news/ab12….webp` or a bare key under media/{companyId}/. */
const UPLOAD_URL = /\/api\/uploads\/([a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9._-]*)+)/gi;

function uploadKeys(text: string, companyId: number): string[] {
  const keys = new Set<string>();
  for (const match of text.matchAll(UPLOAD_URL)) keys.add(match[1].replace(/\\$/, ''));
  // Keys stored without their address (media/{companyId}/…): only this company's folder.
  const media = new RegExp(`(?:^|["'\\s(])(media/${companyId}/[a-z0-9][a-z0-9._/-]*)`, 'gi');
  for (const match of text.matchAll(media)) keys.add(match[1]);
  return [...keys].filter((key) => !key.includes('..'));
}

/**
 * Every text of the company's rows, as JSON: the companies row, each table with a company_id,
 * and the tables whose rows hang on one of those (gallery photos on their album). Read from the
 * catalogue, so a table added later is covered without changing this.
 */
async function companyRowTexts(companyId: number): Promise<string[]> {
  const pool = getPool();
  const { rows: owned } = await pool.query<{ table: string }>(
    `SELECT c.table_name AS "table" FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND c.column_name = 'company_id' AND t.table_type = 'BASE TABLE' AND c.table_name <> 'audit_log'`,
  );
  const ownedNames = new Set(owned.map((row) => row.table));
  const { rows: children } = await pool.query<{ child: string; column: string; parent: string }>(
    `SELECT cl.relname AS child, a.attname AS "column", pl.relname AS parent
       FROM pg_constraint k
       JOIN pg_class cl ON cl.oid = k.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
       JOIN pg_class pl ON pl.oid = k.confrelid
       JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
      WHERE k.contype = 'f' AND array_length(k.conkey, 1) = 1 AND n.nspname = 'public'`,
  );
  const texts: string[] = [];
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const { rows: own } = await pool.query<{ j: string }>('SELECT row_to_json(c)::text AS j FROM companies c WHERE id = $1', [companyId]);
  texts.push(...own.map((row) => row.j));
  for (const table of ownedNames) {
    const { rows } = await pool.query<{ j: string }>(`SELECT row_to_json(t)::text AS j FROM ${ident(table)} t WHERE company_id = $1`, [companyId]);
    texts.push(...rows.map((row) => row.j));
  }
  for (const link of children) {
    if (ownedNames.has(link.child) || !ownedNames.has(link.parent) || link.child === 'companies') continue;
    const { rows } = await pool.query<{ j: string }>(
      `SELECT row_to_json(t)::text AS j FROM ${ident(link.child)} t WHERE ${ident(link.column)} IN (SELECT id FROM ${ident(link.parent)} WHERE company_id = $1)`,
      [companyId],
    );
    texts.push(...rows.map((row) => row.j));
  }
  return texts;
}

export type SitePurgeResult = { companies: number; files: number };

/**
 * Deletes the companies whose grace period after closing has passed (docs/decisions.md "A site's
 * life"): the files their rows name, then the company row, whose deletion cascades to its
 * content, cabinets, memberships and domains (the audit log keeps its entries without the
 * company). Its slug and domains are then free. Run by the site.purge job; `now` is for tests.
 */
export async function purgeClosedCompanies(now: Date = new Date()): Promise<SitePurgeResult> {
  const db = getDb();
  const due = await db.select({ id: companies.id, code: companies.code }).from(companies).where(and(eq(companies.status, 'closing'), lte(companies.purgeAt, now)));
  let files = 0;
  for (const company of due) {
    const keys = new Set<string>();
    for (const text of await companyRowTexts(company.id)) for (const key of uploadKeys(text, company.id)) keys.add(key);
    // Read before the row goes: its slug and hosts answer "no such site" once it has.
    const sites = await findCompanySiteKeys(company.id);
    // The row goes only if it is still closing and due: an owner's cancel a moment ago wins.
    const deleted = await db
      .delete(companies)
      .where(and(eq(companies.id, company.id), eq(companies.status, 'closing'), lte(companies.purgeAt, now)))
      .returning({ id: companies.id });
    if (deleted.length === 0) continue;
    const storage = getStorage();
    for (const key of keys) {
      try {
        await storage.delete(key);
        files += 1;
      } catch (error) {
        // The storage is down: the storage.delete job retries it later (its rows are gone already).
        logger.warn({ err: error, key }, 'site purge: a file could not be deleted now; queued for a retry');
        await deleteKeysSoon([key]);
      }
    }
    await invalidateCompany(company.code, { sites });
  }
  return { companies: due.length, files };
}
