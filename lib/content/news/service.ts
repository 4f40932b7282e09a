import 'server-only';
import { unstable_cache } from 'next/cache';
import { TAGS } from '@/lib/tenants/cache-tags';
import { findNewsCategory, findNewsItem, listNewsCategories, listNewsPage } from './queries';

const DAY = 24 * 60 * 60;

// Every read is tagged with the company code, so an edit of the company's news expires it.
const cached = <T>(code: string, key: (string | number)[], read: () => Promise<T>) =>
  unstable_cache(read, ['news', code, ...key.map(String)], { tags: [TAGS.company(code)], revalidate: DAY })();

export const getNewsCategories = (code: string, companyId: number) => cached(code, ['categories'], () => listNewsCategories(companyId));

export const getNewsCategory = (code: string, companyId: number, slug: string) => cached(code, ['category', slug], () => findNewsCategory(companyId, slug));

export const getNewsPage = (code: string, categoryId: number, offset: number, limit: number) =>
  cached(code, ['page', categoryId, offset, limit], () => listNewsPage(categoryId, offset, limit));

export const getNewsItem = (code: string, categoryId: number, slug: string) => cached(code, ['item', categoryId, slug], () => findNewsItem(categoryId, slug));
