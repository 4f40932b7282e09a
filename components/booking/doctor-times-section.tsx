import 'server-only';
import { doctorBookingHref } from '@/components/specialists/doctor-card-props';
import type { PublicVisitType } from '@/lib/booking/public-doctors';
import type { Site } from '@/lib/site/load-site';
import { DoctorTimes } from './doctor-times';
import { bookingContext, toBookableDoctor } from './site-booking';

/** The anchor of a doctor's free times on their page: the header's "book" leads there. */
export const FREE_TIMES_ID = 'free-times';

/** A doctor's free times on their page (slots mode only): the heading from the server, the times from the island. */
export function DoctorTimesSection({ site, doctor, types }: { site: Site; doctor: { id: number; slug: string; name: string }; types: PublicVisitType[] }) {
  const ctx = bookingContext(site);
  return (
    <section id={FREE_TIMES_ID} aria-labelledby={`${FREE_TIMES_ID}-title`} className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${FREE_TIMES_ID}-title`} className="mb-3 text-xl font-bold">
        {ctx.texts.freeTimes}
      </h2>
      <DoctorTimes ctx={ctx} doctor={toBookableDoctor(site, doctor, types)} requestHref={doctorBookingHref(site, doctor.slug)} />
    </section>
  );
}
