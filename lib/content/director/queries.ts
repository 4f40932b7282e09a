import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { directorPosts } from '@/lib/db/schema';
import type { LocalizedText } from '@/lib/db/schema/common';

export type DirectorPostRecord = { id: number; title: LocalizedText; body: LocalizedText; publishedAt: string };

/** The medical director's posts, newest first. */
export async function listDirectorPosts(companyId: number): Promise<DirectorPostRecord[]> {
  const rows = await getDb()
    .select({ id: directorPosts.id, title: directorPosts.title, body: directorPosts.body, publishedAt: directorPosts.publishedAt })
    .from(directorPosts)
    .where(eq(directorPosts.companyId, companyId))
    .orderBy(desc(directorPosts.publishedAt), desc(directorPosts.id));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}
