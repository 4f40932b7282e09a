import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { directorPosts } from '@/lib/db/schema';
import type { LocalizedDoc, LocalizedText } from '@/lib/db/schema/common';

export type DirectorPostRecord = { id: number; title: LocalizedText; body: LocalizedDoc; publishedAt: string };

/** The medical director's published posts, newest first (hidden ones stay in the business area). */
export async function listDirectorPosts(companyId: number): Promise<DirectorPostRecord[]> {
  const rows = await getDb()
    .select({ id: directorPosts.id, title: directorPosts.title, body: directorPosts.body, publishedAt: directorPosts.publishedAt })
    .from(directorPosts)
    .where(and(eq(directorPosts.companyId, companyId), eq(directorPosts.isPublished, true)))
    .orderBy(desc(directorPosts.publishedAt), desc(directorPosts.id));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}
