'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useClinicZone } from '@/components/pro/use-clinic-zone';
import { Input, SaveError, useSaveErrors } from '@/components/pro/site-content/editor-kit';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { ScheduleAddForm, ScheduleListItem } from './schedule-list-parts';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/locales';
import { pick, type HolidayCalendar } from './schedule-types';
import { useScheduleCall } from './use-schedule-call';

type Draft = { day: string; closed: boolean; name: string };

/** The clinic's holidays for every doctor: its country's public holidays ahead, and its own changes (a closed day, or work on a holiday), each removable. */
export function HolidaysSection() {
  const t = useTranslations('BusinessSchedule.holidays');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const client = useApiClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const key = ['business', companyCode, cabinetCode, 'schedule', 'holidays'] as const;
  const calendar = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await client.get<{ data: HolidayCalendar }>(cabinetPath('read', companyCode, cabinetCode, 'schedule_holidays'), { signal })).data,
  });
  const [draft, setDraft] = useState<Draft>({ day: '', closed: true, name: '' });
  const add = useScheduleCall(key);
  const remove = useScheduleCall(key);
  const errors = useSaveErrors(add.error);
  const removeErrors = useSaveErrors(remove.error);
  const date = (day: string) => formatDate(day, locale, { zone });

  async function submit() {
    const body = { day: draft.day, closed: draft.closed, ...(draft.name.trim() ? { name: { ru: draft.name.trim() } } : {}) };
    if (await add.run('post', 'schedule_holidays', body)) setDraft({ day: '', closed: true, name: '' });
  }

  const status = (day: HolidayCalendar['DAYS'][number]) => (day.OWN ? (day.OWN.CLOSED ? t('closed') : t('working')) : t('publicHoliday'));

  return (
    <section aria-labelledby="schedule-holidays-title" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="schedule-holidays-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      <QueryStatus query={calendar} texts={loadTexts(t)} />
      <SaveError message={removeErrors.message} />
      {calendar.data && calendar.data.DAYS.length === 0 && <p className="text-muted">{t('empty')}</p>}
      {calendar.data && calendar.data.DAYS.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="holidays">
          {calendar.data.DAYS.map((day) => (
            <ScheduleListItem
              key={day.DAY}
              remove={day.OWN ? { label: t('remove', { day: date(day.DAY) }), text: t('removeShort'), busy: remove.busy, onRemove: () => void remove.run('delete', `schedule_holidays/${day.OWN!.ID}`) } : undefined}
            >
              <span className="font-medium">{date(day.DAY)}</span> {pick(day.NAME, locale) ? <span>{pick(day.NAME, locale)}</span> : null} <span className="text-muted">· {status(day)}</span>
            </ScheduleListItem>
          ))}
        </ul>
      )}
      <ScheduleAddForm id="schedule-holiday-add-title" title={t('addTitle')} message={errors.message} onSubmit={() => void submit()} submit={{ text: t('add'), busyText: t('adding'), busy: add.busy }}>
        <Input id="schedule-holiday-day" type="date" label={t('day')} value={draft.day} onChange={(event) => setDraft({ ...draft, day: event.target.value })} error={errors.fieldText('day')} />
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{t('kind')}</legend>
          {[true, false].map((closed) => (
            <label key={String(closed)} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="schedule-holiday-kind" checked={draft.closed === closed} onChange={() => setDraft({ ...draft, closed })} className="size-5 accent-brand-700" />
              <span>{closed ? t('closed') : t('working')}</span>
            </label>
          ))}
        </fieldset>
        <Input id="schedule-holiday-name" label={t('name')} value={draft.name} maxLength={200} onChange={(event) => setDraft({ ...draft, name: event.target.value })} error={errors.fieldText('name.ru')} />
      </ScheduleAddForm>
    </section>
  );
}
