import 'server-only';
import type { Metadata } from 'next';
import { companyScheduledCached } from '@/lib/tenants/company-cache';
import type { Company } from '@/lib/tenants/types';
import { pageMetadata, type PageSeo, type SeoSite } from './metadata';
import type { TextLocales } from './page-languages';
import { listSitemapRows } from './queries';
import { pageLanguages } from './sitemap';

// A scheduled news item joins the sitemap when its time comes. The rows are doctors, news and materials (no section: the company's tag).
export const getSitemapRows = (code: string, companyId: number) =>
  companyScheduledCached(code, companyId, ['sitemap-rows'], () => listSitemapRows(companyId), { on: ['company', 'news', 'doctors'] });

/** The path whose main text a page shows: a news category's later pages show the category's. */
const textPath = (path: string) => path.replace(/^(news\/[^/]+)\/page\/\d+$/, '$1');

/**
 * The languages besides Russian a company page's main text is written in, as its sitemap lists
 * them (the same cached rows); undefined when the page has no text of the clinic's (every language).
 */
export async function pageTextLocales(company: Company, path: string): Promise<TextLocales> {
  const rows = await getSitemapRows(company.code, company.id);
  return pageLanguages({ menu: [], menuItems: [], ...rows, company }).get(textPath(path));
}

/**
 * pageMetadata with the page's languages: hreflang names only the languages its main text is
 * written in, and a language version that shows the Russian fallback is noindex.
 */
export async function listedPageMetadata(site: SeoSite, page: PageSeo): Promise<Metadata> {
  return pageMetadata(site, { ...page, textLocales: await pageTextLocales(site.company, page.path) });
}
