import { and, inArray } from 'drizzle-orm';
import { domainOrder, servedDomain } from '@/lib/tenants/served-domains';
import { clinicTimeZone, type ClinicTimeZone } from '@/lib/dates/time-zones';
import { getDb } from '@/lib/db/client';
import { companies, companyDomains } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { absoluteSiteUrl, canonicalAddress } from '@/lib/seo/urls';
import { offeredLocales } from '@/lib/tenants/locales';

/** address: the clinic's address in the same language as its name, or null when it gave none. */
export type CompanySite = { code: string; name: string; siteUrl: string; locale: Locale; address: string | null; timeZone: ClinicTimeZone };

/**
 * Name and site address of companies, in the caller's language when the company offers it
 * (else Russian, which every company has): the site is its own domain when it has one.
 */
export async function companySites(ids: number[], locale: Locale): Promise<Map<number, CompanySite>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const db = getDb();
  const rows = await db.select({ id: companies.id, code: companies.code, slug: companies.slug, name: companies.name, address: companies.address, timeZone: companies.timeZone }).from(companies).where(inArray(companies.id, unique));
  const domains = await db.select().from(companyDomains).where(and(inArray(companyDomains.companyId, unique), servedDomain)).orderBy(...domainOrder);
  return new Map(
    rows.map((row) => {
      const siteLocale = offeredLocales(row.name).includes(locale) ? locale : 'ru';
      const address = canonicalAddress({ slug: row.slug, domains: domains.filter((d) => d.companyId === row.id).map((d) => d.host) });
      const street = row.address ? pickLocalized(row.address, siteLocale).trim() : '';
      return [row.id, { code: row.code, name: pickLocalized(row.name, siteLocale), siteUrl: absoluteSiteUrl(address, siteLocale, ''), locale: siteLocale, address: street || null, timeZone: clinicTimeZone(row.timeZone) }];
    }),
  );
}
