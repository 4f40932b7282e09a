'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { SaveError, useSaveErrors } from '@/components/pro/site-content/editor-kit';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatDate, formatTime } from '@/lib/dates/format';
import { instantToWallDate, instantToWallTime } from '@/lib/dates/wall-time';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';
import { CalendarField, fieldError } from './calendar-field';
import type { CalendarDoctor, CalendarVisit } from './calendar-types';
import { NextFreeTimes, type PickedTime } from './next-free-times';
import { useCalendarCall } from './use-calendar-call';

type Props = { visit: CalendarVisit | null; doctor: CalendarDoctor | undefined; zone: string; onClose: () => void };

/** A visit's panel: who, when, what; the marks (came, no-show, cancel), a move to another time; for blocked time, giving it back. */
export function VisitPanel({ visit, doctor, zone, onClose }: Props) {
  const t = useTranslations('BusinessCalendar');
  const ui = useTranslations('Ui');
  return (
    <Modal open={visit !== null} onOpenChange={(open) => !open && onClose()} title={visit?.STATUS === 'blocked' ? t('panel.blockTitle') : t('panel.title')} closeLabel={ui('closeDialog')}>
      {visit && <VisitDetails key={`${visit.ID}-${visit.VERSION}`} visit={visit} doctor={doctor} zone={zone} onClose={onClose} />}
    </Modal>
  );
}

function VisitDetails({ visit, doctor, zone, onClose }: { visit: CalendarVisit; doctor: CalendarDoctor | undefined; zone: string; onClose: () => void }) {
  const t = useTranslations('BusinessCalendar');
  const required = useTranslations('BusinessErrors.fields')('required');
  const locale = useLocale() as Locale;
  const { can } = useProCabinet();
  const call = useCalendarCall();
  const errors = useSaveErrors(call.error);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<{ day: string; start: string }>({ defaultValues: { day: instantToWallDate(new Date(visit.START), zone), start: instantToWallTime(new Date(visit.START), zone) } });
  const blocked = visit.STATUS === 'blocked';
  const markable = visit.STATUS === 'booked' || visit.STATUS === 'came' || visit.STATUS === 'no_show';

  const mark = async (status: 'came' | 'no_show' | 'cancelled') => {
    if (await call.run('put', `visits/${visit.ID}/status`, { status, version: visit.VERSION })) onClose();
  };
  const move = form.handleSubmit(async (values) => {
    if (await call.run('put', `visits/${visit.ID}/move`, { ...values, version: visit.VERSION })) onClose();
  });
  const pick = (time: PickedTime) => {
    form.setValue('day', time.day);
    form.setValue('start', time.start);
    call.clearError();
  };

  const row = (label: string, value: React.ReactNode) =>
    value ? (
      <div className="flex flex-wrap gap-x-2">
        <dt className="font-medium">{label}:</dt>
        <dd>{value}</dd>
      </div>
    ) : null;

  return (
    <div className="flex flex-col gap-4" data-testid="visit-panel">
      <SaveError message={errors.message} />
      <dl className="flex flex-col gap-1">
        {row(t('doctor'), doctor ? pickLocalized(doctor.FULL_NAME, locale) : null)}
        {row(t('panel.when'), `${formatDate(visit.START, locale, { zone })}, ${formatTime(visit.START, { zone })}–${formatTime(visit.END, { zone })}`)}
        {!blocked && row(t('panel.patient'), visit.PATIENT?.NAME)}
        {!blocked && row(t('panel.phone'), visit.PATIENT?.PHONE ? <a href={`tel:${visit.PATIENT.PHONE}`} className="underline">{visit.PATIENT.PHONE}</a> : null)}
        {row(t('panel.type'), visit.TYPE ? pickLocalized(visit.TYPE.NAME, locale) : null)}
        {row(t('panel.statusLabel'), t(`status.${visit.STATUS}`))}
        {!blocked && row(t('panel.sourceLabel'), t(`source.${visit.SOURCE}`))}
        {row(t('panel.note'), visit.NOTE)}
      </dl>
      {markable && (
        <div className="flex flex-wrap gap-2">
          <Button loading={call.busy} disabled={visit.STATUS === 'came'} onClick={() => void mark('came')}>
            {t('panel.came')}
          </Button>
          <Button variant="secondary" disabled={call.busy || visit.STATUS === 'no_show'} onClick={() => void mark('no_show')}>
            {t('panel.noShow')}
          </Button>
          <Button variant="danger" disabled={call.busy} onClick={() => setConfirming(true)}>
            {t('panel.cancel')}
          </Button>
        </div>
      )}
      {blocked && can('schedule.edit') && (
        <Button variant="secondary" loading={call.busy} onClick={() => void call.run('delete', `calendar/blocks/${visit.ID}`).then((done) => done && onClose())}>
          {t('panel.unblock')}
        </Button>
      )}
      {visit.STATUS === 'booked' && (
        <form noValidate onSubmit={(event) => void move(event)} className="flex flex-col gap-3 border-t border-slate-200 pt-3" aria-labelledby="visit-move-title">
          <h3 id="visit-move-title" className="font-semibold">
            {t('panel.moveTitle')}
          </h3>
          <NextFreeTimes error={call.error} zone={zone} onPick={pick} />
          <div className="grid grid-cols-2 gap-3">
            <CalendarField id="move-day" type="date" label={t('form.day')} register={form.register('day', { required: true })} error={fieldError(errors.fieldText, 'day', form.formState.errors.day, required)} />
            <CalendarField id="move-start" type="time" label={t('form.start')} register={form.register('start', { required: true })} error={fieldError(errors.fieldText, 'start', form.formState.errors.start, required)} />
          </div>
          <Button type="submit" variant="secondary" loading={call.busy} loadingLabel={t('form.busy')}>
            {t('form.submitMove')}
          </Button>
        </form>
      )}
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} title={t('panel.cancel')} text={t('panel.cancelConfirm')} confirm={t('panel.cancel')} busy={call.busy} onConfirm={() => void mark('cancelled').then(() => setConfirming(false))} />
    </div>
  );
}
