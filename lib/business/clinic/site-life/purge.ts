import { and, eq, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { getStorage } from '@/lib/storage';
import { deleteKeysSoon } from '@/lib/storage/public-files';
import { companyUploadKeys } from '@/lib/storage/upload-owners';
import { invalidateCompany } from '@/lib/tenants/invalidate';
import { findCompanySiteKeys } from '@/lib/tenants/queries';

export type SitePurgeResult = { companies: number; files: number };

/**
 * Deletes the companies whose grace period after closing has passed (docs/decisions.md "A site's
 * life"): every file the company uploaded (lib/storage/upload-owners.ts: each key, each variant
 * of each responsive image; never a file its texts merely name, which may be another company's),
 * then the company row, whose deletion cascades to its content, cabinets, memberships, domains and
 * upload records (the audit log keeps its entries without the company). Its slug and domains are then free. Run by the site.purge job; `now` is for tests.
 */
export async function purgeClosedCompanies(now: Date = new Date()): Promise<SitePurgeResult> {
  const db = getDb();
  const due = await db.select({ id: companies.id, code: companies.code }).from(companies).where(and(eq(companies.status, 'closing'), lte(companies.purgeAt, now)));
  let files = 0;
  for (const company of due) {
    const keys = await companyUploadKeys(company.id);
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
