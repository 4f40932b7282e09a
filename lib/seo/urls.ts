import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { siteKind } from '@/lib/tenants/hosts';
import { siteLink, type SiteLinkContext } from '@/lib/tenants/links';

const DEFAULT_BASE_URL = 'http://localhost:3000';

/** Where a company site lives: an origin plus the link rules of SPEC 2.4 (own host, or /l/{slug}). */
export type SiteAddress = { origin: string; links: Omit<SiteLinkContext, 'locale'> };

/** The platform's public origin (PUBLIC_BASE_URL), e.g. `https://clinics.example`. */
export function publicBaseUrl(env: string | undefined = process.env.PUBLIC_BASE_URL): URL {
  try {
    return new URL(env?.trim() || DEFAULT_BASE_URL);
  } catch {
    return new URL(DEFAULT_BASE_URL);
  }
}

/**
 * The origin of a company's own host. Real domains are served over HTTPS. A `*.localhost`
 * host is a development machine: it takes PUBLIC_BASE_URL's scheme and port
 * (`demo-clinic.localhost` with PUBLIC_BASE_URL http://localhost:3100 -> http://demo-clinic.localhost:3100).
 */
export function hostOrigin(host: string, base: URL = publicBaseUrl()): string {
  if (host === 'localhost' || host.endsWith('.localhost')) return `${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`;
  return `https://${host}`;
}

/** The company's copy on the platform host: PUBLIC_BASE_URL + /l/{slug}. */
export function platformAddress(slug: string, base: URL = publicBaseUrl()): SiteAddress {
  return { origin: base.origin, links: { companySlug: slug, isExternalHost: false } };
}

/**
 * Where search engines should index a company: its first custom domain when it has one
 * (the /l/{slug} copy then points there too, so the two copies are one page to a crawler),
 * else its /l/{slug} pages on the platform host.
 */
export function canonicalAddress(company: { slug: string; domains: string[] }, base: URL = publicBaseUrl()): SiteAddress {
  const host = company.domains[0];
  if (host) return { origin: hostOrigin(host, base), links: { companySlug: company.slug, isExternalHost: true } };
  return platformAddress(company.slug, base);
}

/**
 * Where /pro links a clinic's site (issue 28): its canonical domain when it has a verified one
 * (the primary first: canonicalAddress), absolute, `https://demo-clinic.kz/kk`; else its copy
 * on the platform, `/kk/l/demo-clinic`, on the host /pro itself is served from.
 */
export function proSiteHref(company: { COMPANY_SLUG: string; DOMAINS: string[] }, locale: Locale, path = '', base: URL = publicBaseUrl()): string {
  const address = canonicalAddress({ slug: company.COMPANY_SLUG, domains: company.DOMAINS }, base);
  const link = siteLink({ ...address.links, locale }, path);
  return address.links.isExternalHost ? `${address.origin}${link}` : link;
}

/** The site a request is being served for, from the internal `site` param: a custom host or a slug. */
export function servedAddress(site: string, slug: string, base: URL = publicBaseUrl()): SiteAddress {
  if (siteKind(site) === 'host') return { origin: hostOrigin(site, base), links: { companySlug: slug, isExternalHost: true } };
  return platformAddress(slug, base);
}

/**
 * The absolute URL of a path inside a site in one locale.
 * ('specialists/elena-kim', kk) on the platform -> `https://clinics.example/kk/l/demo-clinic/specialists/elena-kim`;
 * ('', ru) on an own host -> `https://demo-clinic.kz/`.
 */
export function absoluteSiteUrl(address: SiteAddress, locale: Locale, path: string): string {
  return `${address.origin}${siteLink({ ...address.links, locale }, path)}`;
}

/** An asset path (`/demo/demo-clinic/logo.svg`) or an absolute URL, made absolute against an origin. */
export function absoluteAssetUrl(origin: string, src: string): string {
  try {
    return new URL(src, `${origin}/`).href;
  } catch {
    return src;
  }
}

/** Every offered locale's URL of one path, plus x-default -> the Russian page (SPEC 2.1: ru is always offered). */
export function alternateUrls(address: SiteAddress, locales: readonly Locale[], path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = absoluteSiteUrl(address, locale, path);
  languages['x-default'] = absoluteSiteUrl(address, DEFAULT_LOCALE, path);
  return languages;
}
