import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { news, newsCategories } from '@/lib/db/schema';
import type { NewsCategoryRecord, NewsItemRecord, NewsListing } from './types';

/** A news category's columns, as the site and the business area's news editor read them. */
export const categoryColumns = {
  id: newsCategories.id,
  informationCode: newsCategories.informationCode,
  slug: newsCategories.slug,
  name: newsCategories.name,
  position: newsCategories.position,
  component: newsCategories.component,
  props: newsCategories.props,
};

const summaryColumns = { id: news.id, slug: news.slug, title: news.title, summary: news.summary, image: news.image, imageMedia: news.imageMedia, publishedAt: news.publishedAt };

// ISO strings: the data cache stores JSON, so a Date would come back as a string anyway.
const toSummary = <T extends { publishedAt: Date }>(row: T) => ({ ...row, publishedAt: row.publishedAt.toISOString() });

/** The company's categories in their order (SPEC 3 front.order). */
export async function listNewsCategories(companyId: number): Promise<NewsCategoryRecord[]> {
  return getDb().select(categoryColumns).from(newsCategories).where(eq(newsCategories.companyId, companyId)).orderBy(asc(newsCategories.position), asc(newsCategories.id));
}

export async function findNewsCategory(companyId: number, slug: string): Promise<NewsCategoryRecord | null> {
  const [row] = await getDb()
    .select(categoryColumns)
    .from(newsCategories)
    .where(and(eq(newsCategories.companyId, companyId), eq(newsCategories.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** Public: published, and its time has come (an item published for later is not shown before then). */
const published = (categoryId: number) => and(eq(news.categoryId, categoryId), eq(news.isPublished, true), lte(news.publishedAt, new Date()));

/** One page of a category, newest first, with the number of published items. */
export async function listNewsPage(categoryId: number, offset: number, limit: number): Promise<NewsListing> {
  const db = getDb();
  const [{ total }] = await db.select({ total: count() }).from(news).where(published(categoryId));
  const rows = await db.select(summaryColumns).from(news).where(published(categoryId)).orderBy(desc(news.publishedAt), desc(news.id)).offset(offset).limit(limit);
  return { total, items: rows.map(toSummary) };
}

/** A published news item of a category by its slug. */
export async function findNewsItem(categoryId: number, slug: string): Promise<NewsItemRecord | null> {
  const [row] = await getDb()
    .select({ ...summaryColumns, body: news.body })
    .from(news)
    .where(and(published(categoryId), eq(news.slug, slug)))
    .limit(1);
  return row ? toSummary(row) : null;
}
