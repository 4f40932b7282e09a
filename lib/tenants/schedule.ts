import { and, eq, gt, min } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { news } from '@/lib/db/schema';

/**
 * The one change of a company's public content that the clock makes: a news item published
 * for a later time (the business news editor) becomes public then. Returns the earliest such
 * time after now (ISO), or null.
 */
export async function findNextPublication(companyId: number): Promise<string | null> {
  const [row] = await getDb()
    .select({ at: min(news.publishedAt) })
    .from(news)
    .where(and(eq(news.companyId, companyId), eq(news.isPublished, true), gt(news.publishedAt, new Date())));
  const at = row?.at as Date | string | null | undefined;
  return at ? new Date(at).toISOString() : null;
}
