import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { companies, directorPosts, materials, news } from '@/lib/db/schema';
import { localizedDocImageSources, type LocalizedDoc } from '@/lib/i18n/rich-doc';
import { logger } from '@/lib/log';
import { inspectImage } from '@/lib/storage/images';
import { deletePublicFilesLater, putPublicFile } from '@/lib/storage/public-files';
import { ownedKeys } from '@/lib/storage/upload-owners';
import type { BusinessMember } from '../guard';
import { BUSINESS_IMAGE_FORMATS, CONTENT_IMAGE_SPEC, renderUploadedImages } from '../uploaded-images';

/*
 * Images inside rich text (issue 19). An upload is checked by its bytes, re-encoded (WebP, at most
 * 1600 px, no metadata) and stored under content/…; the editor puts its address, width and height
 * into the doc, and the key is recorded as the company's upload. When a save removes an image the
 * company uploaded from a body and no other body of the company still shows it, the file is
 * deleted (after the grace period cached pages need): no orphan. An image another company uploaded
 * (a text may name any address) is never deleted by this company's edits (issue 27).
 */

export type ContentImage = { src: string; width: number; height: number };

/** Stores an uploaded image for a rich text body (content.edit); rate-limited with every business upload. */
export async function uploadContentImage(member: BusinessMember, upload: unknown): Promise<ContentImage> {
  const [webp] = await renderUploadedImages({ userId: member.user.id, companyId: member.company.id }, [{ spec: CONTENT_IMAGE_SPEC, value: upload }]);
  const info = await inspectImage(webp, { maxBytes: webp.length + 1, maxPixels: 40_000_000, formats: BUSINESS_IMAGE_FORMATS });
  const stored = await putPublicFile('content', webp, 'webp', member.company.id);
  return { src: stored.url, width: info.width, height: info.height };
}

/** One rich text body being replaced: which row it is, so its own stored value does not count as "still used". */
export type BodyOwner = { table: 'news' | 'materials' | 'director_posts' | 'about'; id: number };

/** Does any rich text of the company (other than `except`) still show this image? */
async function stillUsed(db: Pick<Database, 'select'>, companyId: number, src: string, except: BodyOwner | null): Promise<boolean> {
  const pattern = `%${JSON.stringify(src).slice(1, -1).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = (column: SQL) => sql`${column}::text like ${pattern}`;
  const checks = [
    db.select({ id: news.id }).from(news).where(and(eq(news.companyId, companyId), like(sql`${news.body}`), except?.table === 'news' ? ne(news.id, except.id) : undefined)).limit(1),
    db.select({ id: materials.id }).from(materials).where(and(eq(materials.companyId, companyId), like(sql`${materials.body}`), except?.table === 'materials' ? ne(materials.id, except.id) : undefined)).limit(1),
    db.select({ id: directorPosts.id }).from(directorPosts).where(and(eq(directorPosts.companyId, companyId), like(sql`${directorPosts.body}`), except?.table === 'director_posts' ? ne(directorPosts.id, except.id) : undefined)).limit(1),
    except?.table === 'about' ? Promise.resolve([]) : db.select({ id: companies.id }).from(companies).where(and(eq(companies.id, companyId), like(sql`${companies.about}`))).limit(1),
  ];
  for (const rows of await Promise.all(checks)) if (rows.length > 0) return true;
  return false;
}

/**
 * After a save (committed): the images `before` had and `after` has not, that no other body of the
 * company shows, are deleted once no cached page can show them. `after` null: the row was deleted.
 * A failure is logged (the save stands).
 */
export async function retireRemovedContentImages(companyId: number, owner: BodyOwner, before: LocalizedDoc | null | undefined, after: LocalizedDoc | null | undefined): Promise<string[]> {
  const kept = new Set(localizedDocImageSources(after));
  const removed = localizedDocImageSources(before).filter((src) => !kept.has(src) && src.startsWith('/api/uploads/content/'));
  if (removed.length === 0) return [];
  try {
    const db = getDb();
    const unused: string[] = [];
    for (const src of removed) if (!(await stillUsed(db, companyId, src, after ? null : owner))) unused.push(src);
    // Only the company's own uploads go (deletePublicFilesLater reads their owners).
    const own = new Set((await ownedKeys(companyId, unused.map((src) => src.slice('/api/uploads/'.length)))).map((key) => `/api/uploads/${key}`));
    const retired = unused.filter((src) => own.has(src));
    await deletePublicFilesLater(companyId, retired);
    return retired;
  } catch (error) {
    logger.warn({ err: error, companyId, removed }, 'content: removed images could not be scheduled for deletion');
    return [];
  }
}
