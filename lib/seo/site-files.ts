import 'server-only';
import { isLocale } from '@/lib/i18n/locales';
import { getCompanyMenu } from '@/lib/menu/service';
import { CACHE_REVALIDATE_SECONDS as DAY } from '@/lib/tenants/company-cache';
import { offeredLocales } from '@/lib/tenants/locales';
import { findSiteCompany } from '@/lib/tenants/service';
import { getSitemapRows } from './page-locales';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';
import { absoluteSiteUrl, canonicalAddress, servedAddress } from './urls';

/**
 * What Next sends for an ISR page (revalidate one day). Next takes any `.../sitemap.xml`
 * route for a metadata route and runs it on every request instead of caching it, so the
 * sitemap sends this header itself; its reads are cached under the company's tag all the same.
 */
const SHARED_CACHE_CONTROL = `s-maxage=${DAY}, stale-while-revalidate=${365 * DAY - DAY}`;

export type SiteFileParams = Promise<{ locale: string; site: string }>;

const notFound = () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The company behind the internal `site` param (a slug or a custom host), or null. */
async function siteCompany(params: SiteFileParams) {
  const { locale, site } = await params;
  return isLocale(locale) ? findSiteCompany(site) : null;
}

/**
 * GET sitemap.xml of a company site (demo-clinic.localhost/sitemap.xml, /l/demo-clinic/sitemap.xml).
 * It lists the canonical URLs (lib/seo/urls.ts): the same pages whichever copy is asked.
 */
export async function sitemapResponse(params: SiteFileParams): Promise<Response> {
  const found = await siteCompany(params);
  if (!found) return notFound();
  const { company } = found;
  const address = canonicalAddress(company);
  // Menu slugs do not depend on the locale; the links it builds are not used here.
  const { items, menu } = await getCompanyMenu(company, { locale: 'ru', ...address.links }, '');
  const rows = await getSitemapRows(company.code, company.id);
  const body = sitemapXml(address, offeredLocales(company.name), sitemapEntries({ menu, menuItems: items, ...rows, company }));
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SHARED_CACHE_CONTROL } });
}

/** GET robots.txt of a company site: allow all, and the absolute URL of this copy's sitemap. */
export async function robotsResponse(params: SiteFileParams): Promise<Response> {
  const found = await siteCompany(params);
  if (!found) return notFound();
  const served = servedAddress(found.site, found.company.slug);
  const sitemapUrl = absoluteSiteUrl(served, 'ru', 'sitemap.xml');
  return new Response(robotsTxt(sitemapUrl), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
