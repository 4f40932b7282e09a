import type { Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { pickLocalized } from '@/lib/i18n/localized';
import type { MenuEntry } from '@/lib/menu/types';
import { taxIdKind, type TaxIdKind } from '@/lib/tenants/legal-ids';
import { siteLink, type SiteLinkContext } from '@/lib/tenants/links';
import type { Company } from '@/lib/tenants/types';

/** What the footer and the privacy policy say of the clinic as a legal person (issue 31); absent parts are null. */
export type LegalDetails = {
  legalName: string | null;
  taxId: { kind: TaxIdKind; number: string } | null;
  license: { number: string; date: string | null } | null;
};

/** '2021-03-05' -> '05.03.2021' (SPEC 5's written date: the same in every language, no suffix to agree with). */
export function dottedDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

export function legalDetails(company: Pick<Company, 'legalName' | 'taxId' | 'licenseNumber' | 'licenseDate'>, locale: Locale): LegalDetails {
  const kind = company.taxId ? taxIdKind(company.taxId) : null;
  return {
    legalName: pickLocalized(company.legalName, locale) || null,
    taxId: kind && company.taxId ? { kind, number: company.taxId } : null,
    license: company.licenseNumber ? { number: company.licenseNumber, date: company.licenseDate ? dottedDate(company.licenseDate) : null } : null,
  };
}

/** The footer's links: the menu's top level, a group by its own entries (at most 12, each once). */
export function footerLinks(menu: MenuEntry[]): MenuEntry[] {
  const seen = new Set<string>();
  return menu
    .flatMap((entry) => (entry.items.length > 0 ? entry.items : [entry]))
    .filter((entry) => entry.link && !seen.has(entry.link) && seen.add(entry.link))
    .slice(0, 12);
}

/** The clinic's privacy policy on this host and its name in the page's language: the footer's and every consent box's link. */
export function privacyLink(site: { locale: Locale; links: SiteLinkContext }): { href: string; label: string } {
  return { href: siteLink(site.links, 'privacy'), label: MESSAGES[site.locale].Footer.privacy };
}
