import 'server-only';
import { DoctorTimes } from '@/components/booking/doctor-times';
import { bookableDoctors, bookingContext, toBookableDoctor } from '@/components/booking/site-booking';
import type { SpecialistRating, SpecialistSummaryRecord } from '@/lib/content/specialists/queries';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Site } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';
import { DoctorCard, type DoctorCardTexts } from './doctor-card';
import { doctorBookingHref } from './doctor-card-props';

type Props = {
  site: Site;
  specialist: SpecialistSummaryRecord;
  /** The clinic's ratings by doctor slug. */
  ratings: Record<string, SpecialistRating>;
  texts: DoctorCardTexts;
  heading?: 'h2' | 'h3';
  eager?: boolean;
  /** The soonest free times of a doctor booked by slots (not on the home: it loads no client data layer; its "book" leads to the picker with them). */
  withTimes?: boolean;
};

/**
 * A doctor's card on the clinic's site: its rating, the link to the doctor's page, and "book" where
 * the clinic takes bookings online (the appointment request, unchanged); a doctor booked by free
 * slots also shows their soonest times, a tap on one books it.
 */
export async function SiteDoctorCard({ site, specialist, ratings, texts, heading, eager, withTimes = true }: Props) {
  const types = withTimes ? (await bookableDoctors(site)).get(specialist.id) : undefined;
  const href = siteLink(site.links, `specialists/${specialist.slug}`);
  const times = types && <DoctorTimes ctx={bookingContext(site)} doctor={toBookableDoctor(site, { id: specialist.id, name: pickLocalized(specialist.fullName, site.locale) }, types)} compact onCard />;
  return (
    <DoctorCard
      specialist={specialist}
      rating={ratings[specialist.slug]}
      locale={site.locale}
      href={href}
      bookHref={doctorBookingHref(site, specialist.slug)}
      texts={texts}
      heading={heading}
      eager={eager}
      times={times}
    />
  );
}
