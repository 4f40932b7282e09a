import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { PROFILE_PATH_HEADER } from '@/lib/proxy/resolve';
import { pickLocalized } from '@/lib/i18n/localized';
import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { isExternalHost, normalizeHost } from '@/lib/tenants/hosts';
import { companyHomeLink, siteLink } from '@/lib/tenants/links';
import { PROFILE_SITE_COOKIE, profileSiteOfQuery } from '@/lib/tenants/profile-site';
import { findSiteCompany } from '@/lib/tenants/service';

/** clinic: the header is a clinic's (its name, logo, a link back to its site), not the platform's. */
export type ProfileBrand = {
  name: string;
  homeHref: string;
  logo: string | null;
  clinic: boolean;
  /** The clinic's news page (where a patient subscribes); null for the platform. */
  newsHref: string | null;
};

type Where = {
  /** The request's Host header. */
  host: string | null;
  /** The visible address's query (`?site=demo-clinic`), from the proxy's x-profile-path. */
  search: string;
  /** The clinic the proxy remembered for this browser session (lib/tenants/profile-site.ts). */
  rememberedSlug: string | undefined;
};

/**
 * Whose account area this looks like: on a clinic's own domain the clinic (its name, logo and
 * home); on the platform host the clinic whose site linked here (`?site={slug}`, then remembered
 * in a cookie) when the database knows it (findSiteCompany finds online sites only); else the platform ("Клиники
 * онлайн" and its home). A slug is only ever a wish: an unknown one is the platform.
 */
export async function profileBrand(locale: Locale, { host: hostHeader, search, rememberedSlug }: Where, platformName: string): Promise<ProfileBrand> {
  const host = normalizeHost(hostHeader);
  const external = Boolean(host && isExternalHost(host));
  const fromQuery = profileSiteOfQuery(search);
  const wished = external ? host : fromQuery === 'platform' ? null : (fromQuery ?? rememberedSlug ?? null);
  const found = wished ? await findSiteCompany(wished).catch(() => null) : null;
  // On the platform host only a slug names a clinic (a host there would be a clinic's domain).
  if (found && (external || found.kind === 'slug')) {
    const { company } = found;
    const links = { locale, companySlug: company.slug, isExternalHost: external };
    return { name: pickLocalized(company.name, locale), homeHref: companyHomeLink(links), logo: company.logo, clinic: true, newsHref: siteLink(links, 'news') };
  }
  return { name: platformName, homeHref: localePrefix(locale) || '/', logo: null, clinic: false, newsHref: null };
}

/** The brand of this request's account area (the layout's and a section's alike): its host, the visible query, the remembered clinic. */
export const profileBrandOfRequest = cache(async (locale: Locale, platformName: string): Promise<ProfileBrand> => {
  const headerStore = await headers();
  const visible = headerStore.get(PROFILE_PATH_HEADER);
  const search = visible?.includes('?') ? visible.slice(visible.indexOf('?')) : '';
  // Reached from a clinic's site (?site=, then the proxy's cookie): that clinic's header.
  const rememberedSlug = (await cookies()).get(PROFILE_SITE_COOKIE)?.value;
  return profileBrand(locale, { host: headerStore.get('host'), search, rememberedSlug }, platformName);
});
