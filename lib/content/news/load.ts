import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Site } from '@/lib/site/load-site';
import { buildNewsFront, sortByFront } from './front';
import { NEWS_INDEX_LATEST, NEWS_PAGE_SIZE, pageWindow, type PageWindow } from './pagination';
import { readSegment } from '@/lib/content/segments';
import { getNewsCategories, getNewsCategory, getNewsItem, getNewsPage } from './service';

/** A category of the company by its URL segment with its front settings, or null (metadata must not throw). */
export const findNewsCategoryFor = cache(async (site: Site, rawSlug: string) => {
  const slug = readSegment(rawSlug);
  const category = slug ? await getNewsCategory(site.company.code, site.company.id, slug) : null;
  return category ? { category, front: buildNewsFront(category, site.links) } : null;
});

/** The same, or the 404 of SPEC 8. */
export async function loadNewsCategory(site: Site, rawSlug: string) {
  return (await findNewsCategoryFor(site, rawSlug)) ?? notFound();
}

/** One page of a category list; a page past the end is the 404. */
export async function loadNewsCategoryPage(site: Site, rawSlug: string, page: number) {
  const { category, front } = await loadNewsCategory(site, rawSlug);
  const first = await getNewsPage(site.company.code, site.company.id, category.id, (page - 1) * NEWS_PAGE_SIZE, NEWS_PAGE_SIZE);
  const window: PageWindow | null = pageWindow(page, first.total);
  if (!window) notFound();
  return { category, front, window, items: first.items, total: first.total };
}

/** A published news item of the category, or null. */
export const findNewsItemFor = cache(async (site: Site, rawCategory: string, rawItem: string) => {
  const found = await findNewsCategoryFor(site, rawCategory);
  const slug = readSegment(rawItem);
  const item = found && slug ? await getNewsItem(site.company.code, site.company.id, found.category.id, slug) : null;
  return found && item ? { ...found, item } : null;
});

/** The same, or the 404 of SPEC 8. */
export async function loadNewsItem(site: Site, rawCategory: string, rawItem: string) {
  return (await findNewsItemFor(site, rawCategory, rawItem)) ?? notFound();
}

/** The news index: every category in front order with its latest items. */
export async function loadNewsIndex(site: Site) {
  const categories = await getNewsCategories(site.company.code, site.company.id);
  const withItems = await Promise.all(
    categories.map(async (category) => ({
      category,
      front: buildNewsFront(category, site.links),
      ...(await getNewsPage(site.company.code, site.company.id, category.id, 0, NEWS_INDEX_LATEST)),
    })),
  );
  return sortByFront(withItems);
}
