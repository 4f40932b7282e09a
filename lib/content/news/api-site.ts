import { HttpError } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
import { normalizeHost } from '@/lib/tenants/hosts';
import type { SiteLinkContext } from '@/lib/tenants/links';
import { offeredLocales } from '@/lib/tenants/locales';
import { findCompanyByCode } from '@/lib/tenants/queries';

/**
 * The company of a content call by its COMPANY_CODE, and the link context of the caller:
 * root-relative links when it runs on the company's own host (SPEC 2.4). A company that
 * does not offer the locale is not found, as its site would not be.
 */
export async function resolveApiSite(code: string, locale: Locale, externalDomain: string | undefined) {
  const company = await findCompanyByCode(code);
  if (!company || !offeredLocales(company.name).includes(locale)) throw new HttpError(404, 'company_not_found', 'Company not found');
  const host = normalizeHost(externalDomain);
  const links: SiteLinkContext = { locale, companySlug: company.slug, isExternalHost: Boolean(host && company.domains.includes(host)) };
  return { company, links };
}
