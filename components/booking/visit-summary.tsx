'use client';

import { formatDate } from '@/lib/dates/format';
import type { VisitView } from '@/lib/booking/visit-view';
import type { BookingContext } from './types';

/** A visit as the patient reads it: doctor, visit, date and time in the clinic's zone, price, the clinic's address and map link. */
export function VisitSummary({ view, ctx }: { view: VisitView; ctx: Pick<BookingContext, 'locale' | 'texts'> }) {
  const { texts, locale } = ctx;
  const when = `${formatDate(view.date, locale, { zone: view.time_zone })}, ${view.time}`;
  return (
    <dl className="grid gap-2 text-base" data-visit-summary>
      <div>
        <dt className="text-sm text-muted">{texts.doctor}</dt>
        <dd className="font-medium">
          {view.doctor.name}
          {view.doctor.specialty && <span className="block text-sm font-normal text-slate-700">{view.doctor.specialty}</span>}
        </dd>
      </div>
      {view.visit_type && (
        <div>
          <dt className="text-sm text-muted">{texts.visitType}</dt>
          <dd>{view.visit_type.name}</dd>
        </div>
      )}
      <div>
        <dt className="text-sm text-muted">{texts.when}</dt>
        <dd className="font-semibold" data-visit-when>
          {when}
        </dd>
      </div>
      {view.visit_type?.price && (
        <div>
          <dt className="text-sm text-muted">{texts.price}</dt>
          <dd>{view.visit_type.price}</dd>
        </div>
      )}
      {(view.clinic.address || view.clinic.map_href) && (
        <div>
          <dt className="text-sm text-muted">{texts.address}</dt>
          <dd>
            {view.clinic.name}
            {view.clinic.address && <span className="block">{view.clinic.address}</span>}
            {view.clinic.map_href && (
              <a href={view.clinic.map_href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                {texts.openMap} <span className="sr-only">{texts.opensInNewTab}</span>
              </a>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
