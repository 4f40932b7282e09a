'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate, formatTime } from '@/lib/dates/format';
import { instantToWallDate } from '@/lib/dates/wall-time';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';
import { daysOf, type Calendar, type CalendarView, type CalendarVisit } from './calendar-types';

const TONE: Record<CalendarVisit['STATUS'], string> = {
  hold: 'border-slate-300 bg-white',
  booked: 'border-brand-700 bg-brand-50',
  came: 'border-green-700 bg-green-50',
  no_show: 'border-amber-700 bg-amber-50',
  cancelled: 'border-slate-300 bg-slate-50 line-through',
  blocked: 'border-slate-400 bg-slate-100',
};

/**
 * The days of the view, each a list of its visits in time order (a list on a phone; the week's
 * days side by side from a wide screen). Each visit is a button that opens its panel.
 */
export function CalendarDays({ calendar, view, onOpen }: { calendar: Calendar; view: CalendarView; onOpen: (id: number) => void }) {
  const t = useTranslations('BusinessCalendar');
  const locale = useLocale() as Locale;
  const zone = calendar.TIME_ZONE;
  const doctorName = (id: number) => {
    const doctor = calendar.DOCTORS.find((item) => item.ID === id);
    return doctor ? pickLocalized(doctor.FULL_NAME, locale) : '';
  };
  const days = daysOf(calendar.FROM, view);

  return (
    <div className={view === 'week' ? 'grid gap-4 lg:grid-cols-7 lg:gap-2' : 'flex flex-col'} data-testid="calendar-days">
      {days.map((day) => {
        const items = calendar.VISITS.filter((visit) => instantToWallDate(new Date(visit.START), zone) === day);
        const headingId = `calendar-day-${day}`;
        return (
          <section key={day} aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
            <h2 id={headingId} className="font-semibold">
              {formatDate(day, locale, { zone })}
              {day === calendar.TODAY ? ` · ${t('today')}` : ''}
            </h2>
            {items.length === 0 ? (
              <p className="text-sm text-muted">{t('empty')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {items.map((visit) => {
                  const time = `${formatTime(visit.START, { zone })}–${formatTime(visit.END, { zone })}`;
                  const patient = visit.STATUS === 'blocked' ? t('blocked') : visit.PATIENT?.NAME || t('noPatient');
                  return (
                    <li key={visit.ID}>
                      <button
                        type="button"
                        data-testid="calendar-visit"
                        data-visit-id={visit.ID}
                        data-status={visit.STATUS}
                        onClick={() => onOpen(visit.ID)}
                        aria-label={t('visitLabel', { time, doctor: doctorName(visit.DOCTOR_ID), patient, status: t(`status.${visit.STATUS}`) })}
                        className={`flex w-full min-w-0 flex-col items-start rounded-lg border-l-4 border px-3 py-2 text-left hover:shadow focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 ${TONE[visit.STATUS]}`}
                      >
                        <span className="font-semibold">{time}</span>
                        <span className="break-words">{patient}</span>
                        <span className="text-sm text-muted">
                          {[doctorName(visit.DOCTOR_ID), visit.TYPE ? pickLocalized(visit.TYPE.NAME, locale) : null, t(`status.${visit.STATUS}`)].filter(Boolean).join(' · ')}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
