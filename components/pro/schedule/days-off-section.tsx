'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Input, useSaveErrors } from '@/components/pro/site-content/editor-kit';
import { ScheduleAddForm, ScheduleListItem, ScheduleListSection } from './schedule-list-parts';
import { clinicTimeZone, formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n/locales';
import type { ScheduleSetup } from './schedule-types';
import { useScheduleCall } from './use-schedule-call';

type Draft = { day: string; kind: 'off' | 'hours'; start: string; end: string; note: string };

/** The doctor's days off the week: a day off, or other hours that day; listed from today on, each removable. */
export function DaysOffSection({ setup, queryKey }: { setup: ScheduleSetup; queryKey: readonly unknown[] }) {
  const t = useTranslations('BusinessSchedule.days');
  const locale = useLocale() as Locale;
  const [draft, setDraft] = useState<Draft>({ day: '', kind: 'off', start: '09:00', end: '13:00', note: '' });
  const add = useScheduleCall(queryKey);
  const remove = useScheduleCall(queryKey);
  const errors = useSaveErrors(add.error);
  const removeErrors = useSaveErrors(remove.error);
  const date = (day: string) => formatDate(day, locale, { zone: clinicTimeZone(setup.TIME_ZONE) });

  async function submit() {
    const body = { day: draft.day, intervals: draft.kind === 'off' ? [] : [{ start: draft.start, end: draft.end }], ...(draft.note.trim() ? { note: draft.note.trim() } : {}) };
    if (await add.run('post', `schedule/${setup.DOCTOR.ID}/exceptions`, body)) setDraft({ ...draft, day: '', note: '' });
  }

  return (
    <ScheduleListSection
      id="schedule-days-title"
      title={t('title')}
      removeMessage={removeErrors.message}
      emptyText={t('empty')}
      testId="days-off"
      items={setup.EXCEPTIONS.map((item) => (
        <ScheduleListItem
          key={item.ID}
          remove={{ label: t('remove', { day: date(item.DAY) }), text: t('removeShort'), busy: remove.busy, onRemove: () => void remove.run('delete', `schedule_exceptions/${item.ID}`) }}
        >
          <span className="font-medium">{date(item.DAY)}</span>{' '}
          <span className="text-muted">{item.INTERVALS.length === 0 ? t('dayOff') : item.INTERVALS.map((interval) => `${interval.START}–${interval.END}`).join(', ')}</span>
          {item.NOTE ? <span className="text-muted"> · {item.NOTE}</span> : null}
        </ScheduleListItem>
      ))}
    >
      <ScheduleAddForm id="schedule-day-add-title" title={t('addTitle')} message={errors.message} onSubmit={() => void submit()} submit={{ text: t('add'), busyText: t('adding'), busy: add.busy }}>
        <Input id="schedule-day" type="date" min={setup.TODAY} label={t('day')} value={draft.day} onChange={(event) => setDraft({ ...draft, day: event.target.value })} error={errors.fieldText('day')} />
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{t('kind')}</legend>
          {(['off', 'hours'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="schedule-day-kind" value={kind} checked={draft.kind === kind} onChange={() => setDraft({ ...draft, kind })} className="size-5 accent-brand-700" />
              <span>{t(kind === 'off' ? 'dayOff' : 'otherHours')}</span>
            </label>
          ))}
        </fieldset>
        {draft.kind === 'hours' && (
          <div className="flex flex-wrap gap-2">
            <Input id="schedule-day-start" type="time" className="w-32" label={t('start')} value={draft.start} onChange={(event) => setDraft({ ...draft, start: event.target.value })} error={errors.fieldText('intervals.0.start')} />
            <Input id="schedule-day-end" type="time" className="w-32" label={t('end')} value={draft.end} onChange={(event) => setDraft({ ...draft, end: event.target.value })} error={errors.fieldText('intervals.0.end')} />
          </div>
        )}
        <Input id="schedule-day-note" label={t('note')} value={draft.note} maxLength={300} onChange={(event) => setDraft({ ...draft, note: event.target.value })} error={errors.fieldText('note')} />
      </ScheduleAddForm>
    </ScheduleListSection>
  );
}
