import 'server-only';
import { pickLocalized } from '@/lib/i18n/localized';
import { localePrefix, type Locale } from '@/lib/i18n/locales';
import { isExternalHost, normalizeHost } from '@/lib/tenants/hosts';
import { companyHomeLink } from '@/lib/tenants/links';
import { findSiteCompany } from '@/lib/tenants/service';

export type ProfileBrand = { name: string; homeHref: string; logo: string | null };

/**
 * Whose account area this looks like: on a clinic's own domain the clinic (its name, logo and
 * home), on the platform host the platform ("Клиники онлайн" and its home).
 */
export async function profileBrand(locale: Locale, hostHeader: string | null, platformName: string): Promise<ProfileBrand> {
  const host = normalizeHost(hostHeader);
  if (host && isExternalHost(host)) {
    const found = await findSiteCompany(host);
    if (found) {
      const { company } = found;
      return { name: pickLocalized(company.name, locale), homeHref: companyHomeLink({ locale, companySlug: company.slug, isExternalHost: true }), logo: company.logo };
    }
  }
  return { name: platformName, homeHref: localePrefix(locale) || '/', logo: null };
}
