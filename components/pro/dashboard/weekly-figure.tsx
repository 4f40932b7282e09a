'use client';

import { useTranslations } from 'next-intl';
import { formatDate, formatShortDate } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { WeeklyChart, type ChartSeries } from './weekly-chart';

/** A week of GET …/business/dashboard: its Monday and the counts the member may see (null otherwise). */
export type DashboardWeek = { WEEK_START: string; ISO_WEEK: string; APPOINTMENTS: number | null; QUESTIONS: number | null };

// brand-700 and amber-700: both above 3:1 against white (WCAG 1.4.11).
const COLORS = { appointments: '#0f766e', questions: '#b45309' } as const;

/**
 * Requests and questions per week as a figure: the caption says what it shows and the totals,
 * the bars are for the eye, and a table (read by screen readers, hidden from the eye) has every
 * week's numbers.
 */
export function WeeklyFigure({ weeks, locale }: { weeks: DashboardWeek[]; locale: Locale }) {
  const t = useTranslations('BusinessDashboard.weeks');
  const shows = { appointments: weeks.some((w) => w.APPOINTMENTS !== null), questions: weeks.some((w) => w.QUESTIONS !== null) };
  const total = (pick: (w: DashboardWeek) => number | null) => weeks.reduce((sum, w) => sum + (pick(w) ?? 0), 0);
  const series: ChartSeries[] = (['appointments', 'questions'] as const).filter((key) => shows[key]).map((key) => ({ key, name: t(key), color: COLORS[key] }));
  const data = weeks.map((w) => ({ label: formatShortDate(w.WEEK_START, locale), appointments: w.APPOINTMENTS, questions: w.QUESTIONS }));

  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="flex flex-col gap-1 text-sm">
        <span className="text-muted">{t('caption')}</span>
        {shows.appointments && <span className="font-medium">{t('totalAppointments', { count: total((w) => w.APPOINTMENTS) })}</span>}
        {shows.questions && <span className="font-medium">{t('totalQuestions', { count: total((w) => w.QUESTIONS) })}</span>}
      </figcaption>
      <div aria-hidden="true" className="h-[260px] min-w-0">
        <WeeklyChart weeks={data} series={series} />
      </div>
      <table className="sr-only">
        <caption>{t('title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('week')}</th>
            {series.map((line) => (
              <th key={line.key} scope="col">
                {line.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.ISO_WEEK}>
              <th scope="row">{formatDate(w.WEEK_START, locale)}</th>
              {shows.appointments && <td>{w.APPOINTMENTS}</td>}
              {shows.questions && <td>{w.QUESTIONS}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
