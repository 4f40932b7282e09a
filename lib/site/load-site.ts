import 'server-only';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { hasUnsafeUrlText } from '@/lib/http/safe-text';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { isPathInMenu } from '@/lib/menu/menu-check';
import { getCompanyMenu } from '@/lib/menu/service';
import { getSiteRedirect } from '@/lib/redirects/service';
import { redirectTarget } from '@/lib/redirects/target';
import { companyHomeLink, type SiteLinkContext } from '@/lib/tenants/links';
import { offeredLocales } from '@/lib/tenants/locales';
import { findSiteCompany } from '@/lib/tenants/service';

export type SiteParams = { locale: string; site: string };

/**
 * Everything a company page renders from: the company, its built menu, the link
 * context and the landing layout. A site with no company is the company-not-found 404.
 */
export const loadSite = cache(async (localeParam: string, siteParam: string) => {
  if (!isLocale(localeParam)) notFound();
  const locale: Locale = localeParam;
  const found = await findSiteCompany(siteParam);
  if (!found) notFound();
  const { company, kind } = found;
  const locales = offeredLocales(company.name);
  if (!locales.includes(locale)) notFound();

  const links: SiteLinkContext = { locale, companySlug: company.slug, isExternalHost: kind === 'host' };
  const t = await getTranslations({ locale, namespace: 'Common' });
  const { layout, menu } = await getCompanyMenu(company, links, t('home'));
  return { locale, company, locales, links, layout, menu, homeLink: companyHomeLink(links) };
});

export type Site = Awaited<ReturnType<typeof loadSite>>;

/**
 * A section's heading as the clinic named it in its menu ("О нас"), else the product's own
 * name for it. A top-level item ("Врачи") wins over a submenu one ("Пациентам → Выбрать врача").
 */
export function sectionTitle(site: Site, slug: string, fallback: string): string {
  const find = (entries: Site['menu']): string | undefined => {
    for (const entry of entries) {
      if (entry.slug === slug && entry.items.length === 0) return entry.title;
    }
    for (const entry of entries) {
      const inner = find(entry.items);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(site.menu) ?? fallback;
}

/**
 * A page of the company site: the redirect lookup by path (SPEC 2.7), then the
 * landing-navigation check of SPEC 2.5 — a path outside the menu redirects to the company home.
 * A path with a control character names no page and is looked up nowhere: the site's 404.
 */
export async function loadSitePage(params: Promise<SiteParams>, sitePath: string): Promise<Site> {
  const { locale, site } = await params;
  const loaded = await loadSite(locale, site);
  if (hasUnsafeUrlText(sitePath)) notFound();
  const stored = await getSiteRedirect(loaded.company.code, loaded.company.id, `/${sitePath}`);
  const target = stored && redirectTarget(stored.toUrl, loaded.locale, loaded.links, stored.fromPath);
  // The clinic's choice (issue 28): 308 permanent by default, 307 temporary.
  if (target) (stored.status === 307 ? redirect : permanentRedirect)(target.to);
  if (!isPathInMenu(loaded.menu, sitePath)) redirect(loaded.homeLink);
  return loaded;
}
