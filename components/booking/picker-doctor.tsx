import 'server-only';
import type { PublicVisitType } from '@/lib/booking/public-doctors';
import type { SpecialistSummaryRecord } from '@/lib/content/specialists/queries';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Site } from '@/lib/site/load-site';
import { siteLink } from '@/lib/tenants/links';
import { DoctorTimes } from './doctor-times';
import { toBookableDoctor } from './site-booking';
import type { BookingContext } from './types';

/** A doctor in the "book" picker: name (to their page), specialty, and their soonest free times. */
export function PickerDoctor({ site, ctx, specialist, types }: { site: Site; ctx: BookingContext; specialist: SpecialistSummaryRecord; types: PublicVisitType[] }) {
  const name = pickLocalized(specialist.fullName, site.locale);
  return (
    <article className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:p-4" data-picker-doctor={specialist.slug}>
      <h2 className="font-semibold leading-snug">
        <a href={siteLink(site.links, `specialists/${specialist.slug}`)} className="text-brand-800 hover:underline">
          {name}
        </a>
      </h2>
      <p className="text-sm text-slate-700">{pickLocalized(specialist.specialty, site.locale)}</p>
      <DoctorTimes ctx={ctx} doctor={toBookableDoctor(site, { id: specialist.id, name }, types)} compact />
    </article>
  );
}
