import type { Context } from 'hono';
import { HttpError } from '@/lib/http/errors';
import type { ApiEnv } from '@/lib/http/middleware/locale';
import type { Locale } from '@/lib/i18n/locales';
import { normalizeHost } from './hosts';
import type { SiteLinkContext } from './links';
import { companyCached } from './company-cache';
import { offeredLocales } from './locales';
import { findCompanyByCode, isCompanyOnline } from './queries';

/**
 * The company an API call names by its COMPANY_CODE, when it offers the call's locale; else
 * null. A company that does not offer the locale is not found, as its site would not be.
 */
export async function findOfferingCompany(code: string, locale: Locale) {
  // Inside a Next server the cached read the pages use (every write expires it by the company's
  // tag), so a public read asks the database nothing for the company; elsewhere (scripts, tests) the database.
  const company = process.env.NEXT_RUNTIME ? await companyCached(code, ['company'], () => findCompanyByCode(code)) : await findCompanyByCode(code);
  return company && offeredLocales(company.name).includes(locale) ? company : null;
}

export const companyNotFound = (fields?: Record<string, string[]>) => new HttpError(404, 'company_not_found', 'Company not found', fields);

/** findOfferingCompany, or the 404 company_not_found. */
export async function requireOfferingCompany(code: string, locale: Locale) {
  const company = await findOfferingCompany(code, locale);
  if (!company) throw companyNotFound();
  return company;
}

/**
 * The company a form is sent to (an appointment, a question, a review): findOfferingCompany, and
 * only while its site is online. An offline or closing clinic takes nothing: it is not found, as
 * its site and GET /company/{slug} are not (issue 27).
 */
export async function findOpenCompany(code: string, locale: Locale) {
  const company = await findOfferingCompany(code, locale);
  return company && (await isCompanyOnline(company.id)) ? company : null;
}

/** findOpenCompany, or the 404 company_not_found. */
export async function requireOpenCompany(code: string, locale: Locale) {
  const company = await findOpenCompany(code, locale);
  if (!company) throw companyNotFound();
  return company;
}

/**
 * The company of a front call by its COMPANY_CODE in the call's locale (else 404), and the
 * link context of the caller: root-relative links when it runs on the company's own host,
 * named by the external-domain header (SPEC 2.4, 7.1).
 */
export async function resolveApiSite(c: Context<ApiEnv>, code: string) {
  const locale = c.get('locale');
  const company = await requireOfferingCompany(code, locale);
  const host = normalizeHost(c.req.header('x-external-domain'));
  const links: SiteLinkContext = { locale, companySlug: company.slug, isExternalHost: Boolean(host && company.domains.includes(host)) };
  return { company, locale, links };
}
