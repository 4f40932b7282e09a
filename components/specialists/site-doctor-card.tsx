import 'server-only';
import type { SpecialistRating, SpecialistSummaryRecord } from '@/lib/content/specialists/queries';
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
};

/** A doctor's card on the clinic's site: its rating, the link to the doctor's page, and "book" where the clinic takes bookings online. */
export function SiteDoctorCard({ site, specialist, ratings, texts, heading, eager }: Props) {
  return (
    <DoctorCard
      specialist={specialist}
      rating={ratings[specialist.slug]}
      locale={site.locale}
      href={siteLink(site.links, `specialists/${specialist.slug}`)}
      bookHref={doctorBookingHref(site, specialist.slug)}
      texts={texts}
      heading={heading}
      eager={eager}
    />
  );
}
