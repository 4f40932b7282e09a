import 'server-only';
import type { Metadata } from 'next';
import { materialPath } from '@/lib/menu/material-paths';
import { companyCached, companyScheduledCached } from '@/lib/tenants/company-cache';
import type { Company } from '@/lib/tenants/types';
import { pageMetadata, type PageSeo, type SeoSite } from './metadata';
import type { TextLocales } from './page-languages';
import { listMaterialLanguages, listNewsLanguages, listSitemapRows, listSpecialistLanguages, type SitemapRows } from './queries';
import { pageLanguages } from './sitemap';

// A scheduled news item joins the sitemap when its time comes. The rows are doctors, news and materials (no section: the company's tag).
export const getSitemapRows = (code: string, companyId: number) =>
  companyScheduledCached(code, companyId, ['sitemap-rows'], () => listSitemapRows(companyId), { on: ['company', 'news', 'doctors'] });

const NO_ROWS: SitemapRows = { specialists: [], newsCategories: [], news: [], materials: [] };

/**
 * The rows a page's languages need, read under that section's tag alone (a doctor's page does not
 * expire with the news): the company's own pages need none, they read the company record.
 */
async function rowsFor(company: Company, path: string): Promise<SitemapRows> {
  const [first] = path.split('/');
  if (first === 'specialists') return { ...NO_ROWS, ...(await companyCached(company.code, ['page-langs-doctors'], () => listSpecialistLanguages(company.id), { on: ['doctors'] })) };
  if (first === 'news') return { ...NO_ROWS, ...(await companyScheduledCached(company.code, company.id, ['page-langs-news'], () => listNewsLanguages(company.id), { on: ['news'] })) };
  if (first === 'materials' || materialPath(first) === first) return { ...NO_ROWS, ...(await companyCached(company.code, ['page-langs-materials'], () => listMaterialLanguages(company.id))) };
  return NO_ROWS;
}

/** The path whose main text a page shows: a news category's later pages show the category's. */
const textPath = (path: string) => path.replace(/^(news\/[^/]+)\/page\/\d+$/, '$1');

/**
 * The languages besides Russian a company page's main text is written in, by the sitemap's rule
 * (lib/seo/sitemap.ts pageLanguages); undefined when the page has no text of the clinic's.
 */
export async function pageTextLocales(company: Company, path: string): Promise<TextLocales> {
  const rows = await rowsFor(company, path);
  return pageLanguages({ menu: [], menuItems: [], ...rows, company }).get(textPath(path));
}

/**
 * pageMetadata with the page's languages: hreflang names only the languages its main text is
 * written in, and a language version that shows the Russian fallback is noindex.
 */
export async function listedPageMetadata(site: SeoSite, page: PageSeo): Promise<Metadata> {
  return pageMetadata(site, { ...page, textLocales: await pageTextLocales(site.company, page.path) });
}
