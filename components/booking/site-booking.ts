import 'server-only';
import { bookableVisitTypes, type PublicVisitType } from '@/lib/booking/public-doctors';
import { currencyOfPhones, formatPrice } from '@/lib/content/materials/price-list';
import { MESSAGES } from '@/lib/i18n/message-files';
import { pickLocalized } from '@/lib/i18n/localized';
import { privacyLink } from '@/lib/site/legal-footer';
import type { Site } from '@/lib/site/load-site';
import { companyCached } from '@/lib/tenants/company-cache';
import { siteLink } from '@/lib/tenants/links';
import type { BookableDoctor, BookingContext } from './types';

/** The booking islands' context of a clinic page: code, zone, texts, the manage page's path on this host. */
export function bookingContext(site: Site): BookingContext {
  return {
    companyCode: site.company.code,
    clinicName: pickLocalized(site.company.name, site.locale),
    timeZone: site.company.timeZone,
    locale: site.locale,
    visitHref: `${siteLink(site.links, 'visit')}/`,
    policy: privacyLink(site),
    texts: MESSAGES[site.locale].Booking,
    errorTexts: MESSAGES[site.locale].BookingErrors,
  };
}

/**
 * The clinic's doctors bookable by free slots, by id: cached with the page, expired by any doctors
 * or schedule change. None where the clinic takes no bookings online (SPEC 2.5's online entry off):
 * its pages offer only the call, as before.
 */
export async function bookableDoctors(site: Site): Promise<Map<number, PublicVisitType[]>> {
  if (!site.company.isActiveOnlineEntry) return new Map();
  const entries = await companyCached(site.company.code, ['booking-doctors'], () => bookableVisitTypes(site.company.id), { on: ['doctors'] });
  return new Map(entries);
}

/** A doctor as the times islands take them: visit types named in the page's language, prices written with the clinic's currency. */
export function toBookableDoctor(site: Site, doctor: { id: number; name: string }, types: PublicVisitType[]): BookableDoctor {
  const currency = currencyOfPhones(site.company.phones);
  return {
    id: doctor.id,
    name: doctor.name,
    visitTypes: types.map((type) => ({ id: type.id, name: pickLocalized(type.name, site.locale), minutes: type.durationMinutes, price: type.price === null ? null : formatPrice(type.price, currency, site.locale) })),
  };
}
