import 'server-only';
import { companyCached, companyScheduledCached } from '@/lib/tenants/company-cache';
import { findNewsCategory, findNewsItem, listNewsCategories, listNewsPage } from './queries';

// The news section's reads: tagged `company:{code}:news`, expired by a news or category edit (and any company-wide change).
const cached = <T>(code: string, key: (string | number)[], read: () => Promise<T>) => companyCached(code, ['news', ...key], read, { on: ['news'] });

export const getNewsCategories = (code: string, companyId: number) => cached(code, ['categories'], () => listNewsCategories(companyId));

export const getNewsCategory = (code: string, companyId: number, slug: string) => cached(code, ['category', slug], () => findNewsCategory(companyId, slug));

// Lists and items change when a scheduled item's time comes: they live until then at most.
export const getNewsPage = (code: string, companyId: number, categoryId: number, offset: number, limit: number) =>
  companyScheduledCached(code, companyId, ['news', 'page', categoryId, offset, limit], () => listNewsPage(categoryId, offset, limit), { on: ['news'] });

export const getNewsItem = (code: string, companyId: number, categoryId: number, slug: string) =>
  companyScheduledCached(code, companyId, ['news', 'item', categoryId, slug], () => findNewsItem(categoryId, slug), { on: ['news'] });
