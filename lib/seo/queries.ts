import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { materials, news, newsCategories, specialists } from '@/lib/db/schema';
import type { SitemapContent } from './sitemap';

export type SitemapRows = Pick<SitemapContent, 'specialists' | 'newsCategories' | 'news' | 'materials'>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The content pages of a company for its sitemap: published specialists and news, categories, materials. */
export async function listSitemapRows(companyId: number): Promise<SitemapRows> {
  const db = getDb();
  const [specialistRows, categoryRows, newsRows, materialRows] = await Promise.all([
    db
      .select({ slug: specialists.slug, updatedAt: specialists.updatedAt })
      .from(specialists)
      .where(and(eq(specialists.companyId, companyId), eq(specialists.isPublished, true)))
      .orderBy(asc(specialists.position), asc(specialists.id)),
    db
      .select({ slug: newsCategories.slug })
      .from(newsCategories)
      .where(eq(newsCategories.companyId, companyId))
      .orderBy(asc(newsCategories.position), asc(newsCategories.id)),
    db
      .select({ categorySlug: newsCategories.slug, slug: news.slug, publishedAt: news.publishedAt })
      .from(news)
      .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
      // An item scheduled for later is not public yet.
      .where(and(eq(news.companyId, companyId), eq(news.isPublished, true), lte(news.publishedAt, new Date())))
      .orderBy(desc(news.publishedAt), asc(news.id)),
    db
      .select({ code: materials.code, updatedAt: materials.updatedAt })
      .from(materials)
      // A hidden material answers 404: not in the sitemap (issue 19).
      .where(and(eq(materials.companyId, companyId), eq(materials.isPublished, true)))
      .orderBy(asc(materials.code)),
  ]);
  return {
    specialists: specialistRows.map((row) => ({ slug: row.slug, updatedAt: iso(row.updatedAt) })),
    newsCategories: categoryRows,
    news: newsRows.map((row) => ({ ...row, publishedAt: iso(row.publishedAt) })),
    materials: materialRows.map((row) => ({ code: row.code, updatedAt: iso(row.updatedAt) })),
  };
}
