'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { PRO_LIVE_POLL_MS } from '@/components/pro/pro-counts-key';
import { RequirePermission } from '@/components/pro/require-permission';
import { CONTROL } from '@/components/pro/site-content/editor-kit';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { addWallDays } from '@/lib/dates/wall-time';
import type { Locale } from '@/lib/i18n/locales';
import { BlockForm, BookForm } from './calendar-forms';
import { CalendarDays } from './calendar-days';
import type { Calendar, CalendarView } from './calendar-types';
import { calendarKey } from './use-calendar-call';
import { VisitMailSwitch } from './visit-mail-switch';
import { VisitPanel } from './visit-panel';
import { pickLocalized } from '@/lib/i18n/localized';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The clinic's calendar (segment 'calendar', appointments.read): a day or a week, one doctor or all; read again every few seconds. */
export function CalendarPage() {
  return (
    <RequirePermission permission="appointments.read">
      <CalendarBoard />
    </RequirePermission>
  );
}

function CalendarBoard() {
  const t = useTranslations('BusinessCalendar');
  const locale = useLocale() as Locale;
  const client = useApiClient();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { companyCode, cabinetCode, can } = useProCabinet();
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'day';
  const asked = params.get('day');
  const from = asked && DAY.test(asked) ? asked : null;
  const doctorParam = Number(params.get('doctor'));
  const doctor = Number.isInteger(doctorParam) && doctorParam > 0 ? doctorParam : null;
  // `visit`: a staff e-mail's link opens that visit on its day (lib/booking/notify/staff.ts staffVisitUrl).
  const [openVisit, setOpenVisit] = useState<number | null>(() => {
    const linked = Number(params.get('visit'));
    return Number.isInteger(linked) && linked > 0 ? linked : null;
  });
  const [form, setForm] = useState<'book' | 'block' | null>(null);

  const query = new URLSearchParams({ days: view === 'week' ? '7' : '1', ...(from ? { from } : {}), ...(doctor ? { doctor: String(doctor) } : {}) });
  const calendar = useQuery({
    queryKey: [...calendarKey(companyCode, cabinetCode), view, from, doctor],
    queryFn: async ({ signal }) => (await client.get<{ data: Calendar }>(`${cabinetPath('read', companyCode, cabinetCode, 'calendar')}?${query}`, { signal })).data,
    // A visit booked, moved or cancelled elsewhere shows without a reload (docs/decisions.md "Booking: the clinic's calendar").
    refetchInterval: PRO_LIVE_POLL_MS,
  });
  const data = calendar.data;
  const shown = data?.FROM ?? from;

  const go = (next: { view?: CalendarView; day?: string | null; doctor?: number | null }) => {
    const search = new URLSearchParams();
    const nextView = next.view ?? view;
    const nextDay = next.day === undefined ? from : next.day;
    const nextDoctor = next.doctor === undefined ? doctor : next.doctor;
    if (nextView === 'week') search.set('view', 'week');
    if (nextDay) search.set('day', nextDay);
    if (nextDoctor) search.set('doctor', String(nextDoctor));
    router.replace(`${pathname}${search.size ? `?${search}` : ''}`, { scroll: false });
  };
  const step = view === 'week' ? 7 : 1;
  const visit = data?.VISITS.find((item) => item.ID === openVisit) ?? null;

  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('intro')}</p>
        <p className="mt-1 text-sm text-muted">{t('live')}</p>
        <div className="mt-2">
          <VisitMailSwitch />
        </div>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label={t('view')} className="flex gap-1">
          {(['day', 'week'] as const).map((name) => (
            <Button key={name} size="sm" variant={view === name ? 'primary' : 'secondary'} aria-pressed={view === name} onClick={() => go({ view: name })}>
              {t(name)}
            </Button>
          ))}
        </div>
        {data && (
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor="calendar-doctor" className="text-sm font-medium">
              {t('doctor')}
            </label>
            <select id="calendar-doctor" className={CONTROL} value={doctor ?? ''} onChange={(event) => go({ doctor: event.target.value ? Number(event.target.value) : null })}>
              <option value="">{t('allDoctors')}</option>
              {data.DOCTORS.map((item) => (
                <option key={item.ID} value={item.ID}>
                  {pickLocalized(item.FULL_NAME, locale)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="calendar-day" className="text-sm font-medium">
            {t('date')}
          </label>
          <input id="calendar-day" type="date" className={CONTROL} value={shown ?? ''} onChange={(event) => DAY.test(event.target.value) && go({ day: event.target.value })} />
        </div>
        {shown && (
          <div className="flex gap-1">
            <Button size="sm" variant="secondary" aria-label={t(view === 'week' ? 'previousWeek' : 'previousDay')} onClick={() => go({ day: addWallDays(shown, -step) })}>
              ←
            </Button>
            <Button size="sm" variant="secondary" onClick={() => go({ day: null })}>
              {t('today')}
            </Button>
            <Button size="sm" variant="secondary" aria-label={t(view === 'week' ? 'nextWeek' : 'nextDay')} onClick={() => go({ day: addWallDays(shown, step) })}>
              →
            </Button>
          </div>
        )}
      </div>
      {data && data.DOCTORS.length > 0 && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setForm('book')}>{t('book')}</Button>
          {can('schedule.edit') && (
            <Button variant="secondary" onClick={() => setForm('block')}>
              {t('block')}
            </Button>
          )}
        </div>
      )}
      <QueryStatus query={calendar} texts={loadTexts(t)} />
      {data && data.DOCTORS.length === 0 && <p className="rounded-xl border border-slate-200 bg-white p-4">{t('noDoctors')}</p>}
      {data && <CalendarDays calendar={data} view={view} onOpen={setOpenVisit} />}
      {data && <VisitPanel visit={visit} doctor={data.DOCTORS.find((item) => item.ID === visit?.DOCTOR_ID)} zone={data.TIME_ZONE} onClose={() => setOpenVisit(null)} />}
      {data && form === 'book' && <BookForm open onOpenChange={(open) => !open && setForm(null)} doctors={data.DOCTORS} doctorId={doctor} day={data.FROM} zone={data.TIME_ZONE} />}
      {data && form === 'block' && <BlockForm open onOpenChange={(open) => !open && setForm(null)} doctors={data.DOCTORS} doctorId={doctor} day={data.FROM} zone={data.TIME_ZONE} />}
    </div>
  );
}
