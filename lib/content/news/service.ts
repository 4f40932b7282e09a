import 'server-only';
import { companyCached } from '@/lib/tenants/company-cache';
import { findNewsCategory, findNewsItem, listNewsCategories, listNewsPage } from './queries';

// Every read is tagged with the company code, so an edit of the company's news expires it.
const cached = <T>(code: string, key: (string | number)[], read: () => Promise<T>) => companyCached(code, ['news', ...key], read);

export const getNewsCategories = (code: string, companyId: number) => cached(code, ['categories'], () => listNewsCategories(companyId));

export const getNewsCategory = (code: string, companyId: number, slug: string) => cached(code, ['category', slug], () => findNewsCategory(companyId, slug));

export const getNewsPage = (code: string, categoryId: number, offset: number, limit: number) =>
  cached(code, ['page', categoryId, offset, limit], () => listNewsPage(categoryId, offset, limit));

export const getNewsItem = (code: string, categoryId: number, slug: string) => cached(code, ['item', categoryId, slug], () => findNewsItem(categoryId, slug));
