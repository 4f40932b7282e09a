import { and, eq } from 'drizzle-orm';
import { formatPrice, currencyOfPhones } from '@/lib/content/materials/price-list';
import { getDb } from '@/lib/db/client';
import { specialists, visitTypes } from '@/lib/db/schema';
import { instantToWallDate, instantToWallTime } from '@/lib/dates/wall-time';
import type { Locale } from '@/lib/i18n/locales';
import { pickLocalized } from '@/lib/i18n/localized';
import { absoluteSiteUrl, canonicalAddress } from '@/lib/seo/urls';
import { clinicMapHref } from '@/lib/site/map-link';
import { findCompanyByCode } from '@/lib/tenants/queries';
import { BookingError } from './errors';
import { findBookingDoctor } from './queries';
import { readVisitToken } from './tokens';
import { requireVisitOfClinic } from './visit-clinic';
import { findVisit, type Visit } from './visits';

/*
 * A visit as its manage token shows it to the patient (the manage page, the confirmation, the
 * .ics): the doctor, the visit type with its price, the time in the clinic's zone, the clinic's
 * address and map link, and whether the patient may still change it. No sign-in: the token is
 * the secret. A token that is no token of ours is 404 not_found; one whose visit has moved on
 * (moved, cancelled: the version changed) is 409 link_void.
 */

export type VisitView = {
  id: number;
  status: Visit['status'];
  start: string;
  end: string;
  /** The clinic's wall date and time of the start. */
  date: string;
  time: string;
  time_zone: string;
  duration_minutes: number;
  /** Whether the patient may still cancel or move it (booked, and further ahead than the clinic's limit). */
  changeable: boolean;
  change_limit_minutes: number;
  doctor: { id: number; name: string; specialty: string; slug: string };
  visit_type: { id: number; name: string; price: string | null } | null;
  clinic: { code: string; name: string; address: string | null; map_href: string | null; phone: string | null };
  /** The manage page's absolute URL (the clinic's canonical address). */
  manage_url: string;
};

export type LoadedVisit = { visit: Visit; view: VisitView };

/** The visit of a manage token at its version, in the caller's language; 404 for a bad token or one of another clinic than `clinicCode`, 409 link_void for a void one. */
export async function loadManagedVisit(token: string, locale: Locale, now = new Date(), clinicCode?: string): Promise<LoadedVisit> {
  const read = readVisitToken(token, 'manage');
  if (!read) throw new BookingError(404, 'not_found', locale, { token: 'not_found' });
  await requireVisitOfClinic(read.visitId, clinicCode, locale);
  const visit = await findVisit(read.visitId);
  if (!visit || visit.version !== read.version || visit.status === 'hold' || visit.status === 'blocked') throw new BookingError(409, 'link_void', locale, { token: 'link_void' });
  const doctor = await findBookingDoctor(visit.companyId, visit.specialistId);
  const [person] = await getDb().select({ fullName: specialists.fullName, specialty: specialists.specialty, slug: specialists.slug }).from(specialists).where(eq(specialists.id, visit.specialistId)).limit(1);
  const [type] = visit.visitTypeId ? await getDb().select().from(visitTypes).where(and(eq(visitTypes.id, visit.visitTypeId), eq(visitTypes.specialistId, visit.specialistId))).limit(1) : [];
  if (!doctor || !person) throw new BookingError(409, 'link_void', locale, { token: 'link_void' });
  const company = await findCompanyByCode(doctor.companyCode);
  if (!company) throw new BookingError(409, 'link_void', locale, { token: 'link_void' });
  const zone = doctor.timeZone;
  const changeable = visit.status === 'booked' && visit.start.getTime() - now.getTime() >= doctor.changeLimitMinutes * 60_000;
  const view: VisitView = {
    id: visit.id,
    status: visit.status,
    start: visit.start.toISOString(),
    end: visit.end.toISOString(),
    date: instantToWallDate(visit.start, zone),
    time: instantToWallTime(visit.start, zone),
    time_zone: zone,
    duration_minutes: Math.round((visit.end.getTime() - visit.start.getTime()) / 60_000),
    changeable,
    change_limit_minutes: doctor.changeLimitMinutes,
    doctor: { id: doctor.id, name: pickLocalized(person.fullName, locale), specialty: pickLocalized(person.specialty, locale), slug: person.slug },
    visit_type: type ? { id: type.id, name: pickLocalized(type.name, locale), price: type.price === null ? null : formatPrice(type.price, currencyOfPhones(company.phones), locale) } : null,
    clinic: {
      code: company.code,
      name: pickLocalized(company.name, locale),
      address: company.address ? pickLocalized(company.address, locale) || null : null,
      map_href: clinicMapHref(company),
      phone: company.phones[0] ?? null,
    },
    manage_url: absoluteSiteUrl(canonicalAddress(company), locale, `visit/${token}`),
  };
  return { visit, view };
}
