'use client';

import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConflictNotice } from '@/components/pro/editor/conflict-notice';
import { Input, SavedNote, SaveError, useSaveErrors } from '@/components/pro/site-content/editor-kit';
import { Button } from '@/components/ui/button';
import { WEEKDAYS, type ScheduleSetup } from './schedule-types';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useVersionedSave } from '@/components/pro/use-versioned-save';
import { useApiClient } from '@/lib/api-client/use-api-client';

type Row = { key: number; weekday: number; start: string; end: string };

let nextKey = 1;
const toRows = (hours: ScheduleSetup['HOURS']): Row[] => hours.map((item) => ({ key: nextKey++, weekday: item.WEEKDAY, start: item.START, end: item.END }));

/**
 * The doctor's week: for each weekday its intervals (a break is the gap between two), added and
 * removed per day, saved all at once from the VERSION read (useVersionedSave); a colleague's save
 * since shows the conflict notice. The server's field errors (intervals.3.start) land on their inputs.
 */
export function WeekEditor({ setup, queryKey }: { setup: ScheduleSetup; queryKey: readonly unknown[] }) {
  const t = useTranslations('BusinessSchedule.week');
  const tw = useTranslations('Weekdays');
  // From the messages, not Intl: a browser's Intl may lack Kazakh or Uzbek names, and the server's render must match.
  const days = WEEKDAYS.map((weekday) => tw(String(weekday) as never));
  const [rows, setRows] = useState(() => toRows(setup.HOURS));
  const [dirty, setDirty] = useState(false);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode } = useProCabinet();
  // The body's order is the rows' order, so a field error's index names a row.
  const save = useVersionedSave<ScheduleSetup, Row[]>({
    version: setup.VERSION,
    send: async (sent, version) => {
      const path = cabinetPath('write', companyCode, cabinetCode, `schedule/${setup.DOCTOR.ID}/hours`);
      const answer = await client.put<{ data: ScheduleSetup }>(path, { intervals: sent.map(({ weekday, start, end }) => ({ weekday, start, end })), version });
      return answer!.data;
    },
    versionOf: (saved) => saved.VERSION,
    onSaved: (saved) => queryClient.setQueryData(queryKey, saved),
    onTakeTheirs: (theirs) => setRows(toRows(theirs.HOURS)),
  });
  const errors = useSaveErrors(save.error);

  const change = (next: Row[]) => {
    setRows(next);
    setDirty(true);
  };

  return (
    <form
      noValidate
      aria-labelledby="schedule-week-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setDirty(false);
        save.save(rows);
      }}
    >
      <h2 id="schedule-week-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('hint', { zone: setup.TIME_ZONE })}</p>
      <SavedNote shown={save.saved && !dirty}>{t('saved')}</SavedNote>
      {save.conflict ? (
        <ConflictNotice
          conflict={save.conflict}
          fieldLabel={(field) => (field === 'intervals' ? t('title') : field)}
          busy={save.saving}
          onTakeTheirs={save.takeTheirs}
          onKeepMine={save.keepMine}
        />
      ) : (
        <SaveError message={errors.message} />
      )}
      {days.map((name, index) => {
        const weekday = index + 1;
        const dayRows = rows.map((row, position) => ({ row, position })).filter(({ row }) => row.weekday === weekday);
        return (
          <fieldset key={weekday} className="flex min-w-0 flex-col gap-2 border-b border-slate-100 pb-3" data-weekday={weekday}>
            <legend className="font-medium">{name}</legend>
            {dayRows.length === 0 && <p className="text-sm text-muted">{t('dayOff')}</p>}
            {dayRows.map(({ row, position }, number) => (
              <div key={row.key} className="flex flex-wrap items-end gap-2">
                <Input
                  id={`week-${row.key}-start`}
                  type="time"
                  className="w-32"
                  label={t('start', { number: number + 1 })}
                  value={row.start}
                  onChange={(event) => change(rows.map((item) => (item.key === row.key ? { ...item, start: event.target.value } : item)))}
                  error={errors.fieldText(`intervals.${position}.start`)}
                />
                <Input
                  id={`week-${row.key}-end`}
                  type="time"
                  className="w-32"
                  label={t('end', { number: number + 1 })}
                  value={row.end}
                  onChange={(event) => change(rows.map((item) => (item.key === row.key ? { ...item, end: event.target.value } : item)))}
                  error={errors.fieldText(`intervals.${position}.end`) ?? errors.fieldText(`intervals.${position}.weekday`)}
                />
                <Button variant="secondary" size="sm" onClick={() => change(rows.filter((item) => item.key !== row.key))} aria-label={t('remove', { day: name, number: number + 1 })}>
                  ✕
                </Button>
              </div>
            ))}
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  const last = dayRows.at(-1)?.row;
                  const start = last ? last.end : '09:00';
                  const end = last ? (last.end < '20:00' ? `${String(Number(last.end.slice(0, 2)) + 2).padStart(2, '0')}${last.end.slice(2)}` : '24:00') : '13:00';
                  change([...rows, { key: nextKey++, weekday, start, end }]);
                }}
                disabled={dayRows.length >= 12}
                aria-label={t('addTo', { day: name })}
              >
                {t('add')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button type="submit" loading={save.saving} loadingLabel={t('saving')}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
