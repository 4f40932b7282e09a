import { localePrefix, type Locale } from '@/lib/i18n/locales';

/** What every link on a company site depends on (SPEC 2.4). */
export type SiteLinkContext = {
  locale: Locale;
  companySlug: string;
  /** The site runs on the company's own host, where the company is the whole site. */
  isExternalHost: boolean;
};

/** The company home: `/l/{slug}` on a platform host, `/` on the company's own host, with the locale prefix. */
export function companyHomeLink(ctx: SiteLinkContext): string {
  const base = localePrefix(ctx.locale) + (ctx.isExternalHost ? '' : `/l/${ctx.companySlug}`);
  return base || '/';
}

/**
 * A path inside the company site.
 * Examples: ('/materials/price-list', external) -> `/materials/price-list`;
 * on the platform host in kk -> `/kk/l/demo-clinic/materials/price-list`.
 */
export function siteLink(ctx: SiteLinkContext, path: string): string {
  const clean = path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (!clean) return companyHomeLink(ctx);
  const base = localePrefix(ctx.locale) + (ctx.isExternalHost ? '' : `/l/${ctx.companySlug}`);
  return `${base}/${clean}`;
}

/** The same page in another locale. */
export function switchLocaleLink(ctx: SiteLinkContext, path: string, locale: Locale): string {
  return siteLink({ ...ctx, locale }, path);
}

/**
 * The path inside a company site from a browser or internal pathname:
 * `/kk/l/demo-clinic/about` -> `about`; `/kk/about` (own host) -> `about`;
 * `/ru/l/demo-clinic.localhost/about` (internal) -> `about`.
 */
export function sitePathFromPathname(pathname: string): string {
  const withoutLocale = pathname.replace(/^\/(ru|kk|uz|en)(?=\/|$)/, '');
  const withoutSite = withoutLocale.replace(/^\/l\/[^/]+/, '');
  return withoutSite.split('/').filter(Boolean).join('/');
}
