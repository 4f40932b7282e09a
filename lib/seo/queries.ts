import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { materials, news, newsCategories, specialists } from '@/lib/db/schema';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { SitemapContent } from './sitemap';
import { textLocalesSql } from './text-locales-sql';

export type SitemapRows = Pick<SitemapContent, 'specialists' | 'newsCategories' | 'news' | 'materials'>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const locales = (value: string[] | null): Locale[] => (value ?? []).filter(isLocale);

// The main text of each kind (docs/decisions.md "Onboarding: a page in a language only with its main text").
const specialistPage = textLocalesSql([{ text: specialists.fullName }, { text: specialists.specialty }, { text: specialists.bio }]);
const specialistCard = textLocalesSql([{ text: specialists.fullName }, { text: specialists.specialty }]);
const newsPage = textLocalesSql([{ text: news.title }, { text: news.summary }, { doc: news.body }]);
const newsTitle = textLocalesSql([{ text: news.title }]);
const categoryName = textLocalesSql([{ text: newsCategories.name }]);
const materialPage = textLocalesSql([{ text: materials.title }, { doc: materials.body }, { priceNames: materials.priceList }]);

/** Published specialists with their languages (a doctor's page and card). */
export async function listSpecialistLanguages(companyId: number): Promise<Pick<SitemapRows, 'specialists'>> {
  const rows = await getDb()
    .select({ slug: specialists.slug, updatedAt: specialists.updatedAt, locales: specialistPage, cardLocales: specialistCard })
    .from(specialists)
    .where(and(eq(specialists.companyId, companyId), eq(specialists.isPublished, true)))
    .orderBy(asc(specialists.position), asc(specialists.id));
  return { specialists: rows.map((row) => ({ slug: row.slug, updatedAt: iso(row.updatedAt), locales: locales(row.locales), cardLocales: locales(row.cardLocales) })) };
}

/** News categories and the public news items, with their languages. */
export async function listNewsLanguages(companyId: number): Promise<Pick<SitemapRows, 'newsCategories' | 'news'>> {
  const db = getDb();
  const [categoryRows, newsRows] = await Promise.all([
    db
      .select({ slug: newsCategories.slug, locales: categoryName })
      .from(newsCategories)
      .where(eq(newsCategories.companyId, companyId))
      .orderBy(asc(newsCategories.position), asc(newsCategories.id)),
    db
      .select({ categorySlug: newsCategories.slug, slug: news.slug, publishedAt: news.publishedAt, locales: newsPage, titleLocales: newsTitle })
      .from(news)
      .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
      // An item scheduled for later is not public yet.
      .where(and(eq(news.companyId, companyId), eq(news.isPublished, true), lte(news.publishedAt, new Date())))
      .orderBy(desc(news.publishedAt), asc(news.id)),
  ]);
  return {
    newsCategories: categoryRows.map((row) => ({ slug: row.slug, locales: locales(row.locales) })),
    news: newsRows.map((row) => ({ ...row, publishedAt: iso(row.publishedAt), locales: locales(row.locales), titleLocales: locales(row.titleLocales) })),
  };
}

/** Published materials with their languages. */
export async function listMaterialLanguages(companyId: number): Promise<Pick<SitemapRows, 'materials'>> {
  const rows = await getDb()
    .select({ code: materials.code, updatedAt: materials.updatedAt, locales: materialPage })
    .from(materials)
    // A hidden material answers 404: not in the sitemap (issue 19).
    .where(and(eq(materials.companyId, companyId), eq(materials.isPublished, true)))
    .orderBy(asc(materials.code));
  return { materials: rows.map((row) => ({ code: row.code, updatedAt: iso(row.updatedAt), locales: locales(row.locales) })) };
}

/**
 * The content pages of a company for its sitemap: published specialists and news, categories,
 * materials, each with the languages besides Russian its main text is written in.
 */
export async function listSitemapRows(companyId: number): Promise<SitemapRows> {
  const [doctors, newsRows, materialRows] = await Promise.all([listSpecialistLanguages(companyId), listNewsLanguages(companyId), listMaterialLanguages(companyId)]);
  return { ...doctors, ...newsRows, ...materialRows };
}
