'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useClinicZone } from '@/components/pro/use-clinic-zone';
import { formatDate, formatTime } from '@/lib/dates/format';
import { instantToWallDate } from '@/lib/dates/wall-time';
import type { LocalizedText } from '@/lib/db/schema/common';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';
import { proHref } from '../pro-sections';

/** GET …/business/dashboard RECENT_VISITS: the latest visits booked or cancelled. */
export type RecentVisit = { ID: number; EVENT: 'booked' | 'cancelled'; AT: string; START: string; SOURCE: 'site' | 'phone' | 'clinic'; PATIENT_NAME: string; DOCTOR: { ID: number; FULL_NAME: LocalizedText } };

/** The dashboard's card of the latest new and cancelled visits, each a link to its day in the calendar. */
export function RecentVisits({ visits, companyCode, cabinetCode, className }: { visits: RecentVisit[]; companyCode: string; cabinetCode: number; className: string }) {
  const t = useTranslations('BusinessDashboard.visits');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  return (
    <section aria-labelledby="dashboard-visits" className={className} data-testid="dashboard-visits">
      <h2 id="dashboard-visits" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {visits.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {visits.map((visit) => {
            const href = `${proHref(locale, companyCode, cabinetCode, 'calendar')}?day=${instantToWallDate(new Date(visit.START), zone)}&doctor=${visit.DOCTOR.ID}`;
            return (
              <li key={visit.ID}>
                <Link href={href} className="underline">
                  {t(visit.EVENT, { patient: visit.PATIENT_NAME, doctor: pickLocalized(visit.DOCTOR.FULL_NAME, locale), day: formatDate(visit.START, locale, { zone }), time: formatTime(visit.START, { zone }) })}
                </Link>{' '}
                <span className="text-sm text-muted">
                  {formatDate(visit.AT, locale, { zone })}, {formatTime(visit.AT, { zone })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
