import type { LocalizedText } from '@/lib/db/schema/common';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { displayPhone } from '@/lib/phone/normalize';
import type { Site } from '@/lib/site/load-site';
import { hasOpeningHours, openIntervals, SCHEMA_DAYS, WEEKDAYS, type OpeningHours } from '@/lib/tenants/site-blocks';
import { breadcrumbJsonLd, medicalClinicJsonLd, newsArticleJsonLd, physicianJsonLd, type JsonLdNode } from './json-ld';
import { summarize } from './metadata';
import { absoluteAssetUrl, absoluteSiteUrl, canonicalAddress } from './urls';

/**
 * Structured data filled from a loaded company site, for pages to render with <JsonLd>:
 *   <JsonLd data={[specialistJsonLd(site, specialist), breadcrumbsJsonLd(site, [{ name, path: 'specialists' }, ...])]} />
 * Every URL is the canonical one (lib/seo/urls.ts).
 */
export type JsonLdSite = Pick<Site, 'locale' | 'locales' | 'company' | 'menu'>;

function clinicRef(site: JsonLdSite) {
  const address = canonicalAddress(site.company);
  // One @id for the clinic in every language: its Russian home.
  const id = `${absoluteSiteUrl(address, DEFAULT_LOCALE, '')}#clinic`;
  return { address, id, name: pickLocalized(site.company.name, site.locale), url: absoluteSiteUrl(address, site.locale, '') };
}

/**
 * Opening hours as schema.org OpeningHoursSpecification: the days with the same hours together;
 * a day with a break (lunch) is two intervals, each its own spec; closed days are left out
 * (schema.org: a day not listed is closed). Nothing when none are set.
 */
export function openingHoursJsonLd(hours: OpeningHours | null | undefined): JsonLdNode[] {
  if (!hasOpeningHours(hours)) return [];
  const byHours = new Map<string, { days: string[]; opens: string; closes: string }>();
  for (const day of WEEKDAYS) {
    const value = hours[day];
    if (!value) continue;
    for (const interval of openIntervals(value)) {
      const key = `${interval.opens}-${interval.closes}`;
      const entry = byHours.get(key) ?? { days: [], ...interval };
      entry.days.push(SCHEMA_DAYS[day]);
      byHours.set(key, entry);
    }
  }
  return [...byHours.values()].map((entry) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: entry.days, opens: entry.opens, closes: entry.closes }));
}

/** The company as a MedicalClinic: for the home and contacts pages. */
export function clinicJsonLd(site: JsonLdSite): JsonLdNode {
  const { address, ...clinic } = clinicRef(site);
  const { company, locale } = site;
  return medicalClinicJsonLd({
    ...clinic,
    description: summarize(pickLocalized(company.shortDescription, locale)) || undefined,
    logo: company.logo ? absoluteAssetUrl(address.origin, company.logo) : undefined,
    address: pickLocalized(company.address, locale) || undefined,
    phones: company.phones.map(displayPhone),
    email: company.emails?.[0] ?? company.email,
    openingHours: openingHoursJsonLd(company.openingHours),
    latitude: company.latitude,
    longitude: company.longitude,
    mapUrl: company.mapUrl,
    languages: site.locales,
  });
}

/**
 * The trail from the company home (named as in its menu) to the page. `trail` lists the
 * steps after the home: [{ name: 'Врачи', path: 'specialists' }, { name: 'Елена Ким', path: 'specialists/elena-kim' }].
 */
export function breadcrumbsJsonLd(site: JsonLdSite, trail: Array<{ name: string; path: string }>): JsonLdNode {
  const { address } = clinicRef(site);
  const home = { name: site.menu[0]?.title || pickLocalized(site.company.name, site.locale), path: '' };
  return breadcrumbJsonLd([home, ...trail].map((step) => ({ name: step.name, url: absoluteSiteUrl(address, site.locale, step.path) })));
}

export type SpecialistForJsonLd = {
  slug: string;
  fullName: LocalizedText;
  specialty: LocalizedText;
  photo?: string | null;
  bio?: LocalizedText | null;
  languages?: string[];
};

/** A specialist page's Physician, practising at the clinic. */
export function specialistJsonLd(site: JsonLdSite, specialist: SpecialistForJsonLd): JsonLdNode {
  const { address, ...clinic } = clinicRef(site);
  const { company, locale } = site;
  return physicianJsonLd({
    name: pickLocalized(specialist.fullName, locale),
    url: absoluteSiteUrl(address, locale, `specialists/${specialist.slug}`),
    specialty: pickLocalized(specialist.specialty, locale),
    description: summarize(pickLocalized(specialist.bio, locale).split(/\n\s*\n/)[0]) || undefined,
    image: specialist.photo ? absoluteAssetUrl(address.origin, specialist.photo) : undefined,
    languages: specialist.languages,
    clinic: { ...clinic, address: pickLocalized(company.address, locale) || undefined, telephone: company.phones[0] ? displayPhone(company.phones[0]) : undefined },
  });
}

export type NewsItemForJsonLd = {
  categorySlug: string;
  slug: string;
  title: LocalizedText;
  summary?: LocalizedText | null;
  image?: string | null;
  publishedAt: Date | string;
};

/** A news item page's NewsArticle, published by the clinic. */
export function newsItemJsonLd(site: JsonLdSite, item: NewsItemForJsonLd): JsonLdNode {
  const { address, ...clinic } = clinicRef(site);
  const { company, locale } = site;
  return newsArticleJsonLd({
    headline: pickLocalized(item.title, locale),
    url: absoluteSiteUrl(address, locale, `news/${item.categorySlug}/${item.slug}`),
    description: summarize(pickLocalized(item.summary, locale)) || undefined,
    image: item.image ? absoluteAssetUrl(address.origin, item.image) : company.logo ? absoluteAssetUrl(address.origin, company.logo) : undefined,
    datePublished: item.publishedAt,
    locale,
    publisher: { ...clinic, logo: company.logo ? absoluteAssetUrl(address.origin, company.logo) : undefined },
  });
}
