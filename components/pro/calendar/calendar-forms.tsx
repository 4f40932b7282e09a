'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SaveError, useSaveErrors } from '@/components/pro/site-content/editor-kit';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';
import { CalendarField, fieldError } from './calendar-field';
import type { CalendarDoctor } from './calendar-types';
import { useCalendarCall } from './use-calendar-call';

type FormProps = { open: boolean; onOpenChange: (open: boolean) => void; doctors: CalendarDoctor[]; doctorId: number | null; day: string };

type BookValues = { specialist_id: string; visit_type_id: string; day: string; start: string; name: string; phone: string; note: string };
type BlockValues = { specialist_id: string; day: string; start: string; end: string; note: string };

const name = (text: CalendarDoctor['FULL_NAME'], locale: Locale) => pickLocalized(text, locale);

/** Books a visit for a patient who phoned: doctor, visit type, day and time, name and phone; the server checks the time (errors on the field). */
export function BookForm({ open, onOpenChange, doctors, doctorId, day }: FormProps) {
  const t = useTranslations('BusinessCalendar.form');
  const shell = useTranslations('BusinessErrors.fields');
  const ui = useTranslations('Ui');
  const locale = useLocale() as Locale;
  const call = useCalendarCall();
  const errors = useSaveErrors(call.error);
  const first = doctors.find((doctor) => doctor.ID === doctorId) ?? doctors[0];
  const form = useForm<BookValues>({ defaultValues: { specialist_id: String(first?.ID ?? ''), visit_type_id: String(first?.VISIT_TYPES[0]?.ID ?? ''), day, start: '', name: '', phone: '', note: '' } });
  const chosenId = useWatch({ control: form.control, name: 'specialist_id' });
  const chosen = doctors.find((doctor) => String(doctor.ID) === chosenId);
  const types = chosen?.VISIT_TYPES ?? [];
  const local = form.formState.errors;
  const required = shell('required');

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, specialist_id: Number(values.specialist_id), visit_type_id: Number(values.visit_type_id), note: values.note || undefined };
    if (await call.run('post', 'calendar/visits', body)) {
      form.reset({ ...values, start: '', name: '', phone: '', note: '' });
      onOpenChange(false);
    }
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('bookTitle')} closeLabel={ui('closeDialog')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" data-testid="calendar-book-form">
        <SaveError message={errors.message} />
        <CalendarField
          id="book-doctor"
          label={t('doctor')}
          options={doctors.map((doctor) => ({ value: doctor.ID, label: name(doctor.FULL_NAME, locale) }))}
          register={form.register('specialist_id', { onChange: () => form.setValue('visit_type_id', String(doctors.find((doctor) => String(doctor.ID) === form.getValues('specialist_id'))?.VISIT_TYPES[0]?.ID ?? '')) })}
          error={errors.fieldText('specialist_id')}
        />
        {types.length === 0 ? (
          <p role="status">{t('noTypes')}</p>
        ) : (
          <CalendarField
            id="book-type"
            label={t('type')}
            options={types.map((type) => ({ value: type.ID, label: `${name(type.NAME, locale)} (${type.DURATION_MINUTES}′)` }))}
            register={form.register('visit_type_id')}
            error={errors.fieldText('visit_type_id')}
          />
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <CalendarField id="book-day" type="date" label={t('day')} register={form.register('day', { required: true })} error={fieldError(errors.fieldText, 'day', local.day, required)} />
          <CalendarField id="book-start" type="time" label={t('start')} register={form.register('start', { required: true })} error={fieldError(errors.fieldText, 'start', local.start, required)} />
        </div>
        <CalendarField id="book-name" label={t('name')} autoComplete="off" maxLength={200} register={form.register('name', { required: true })} error={fieldError(errors.fieldText, 'name', local.name, required)} />
        <CalendarField id="book-phone" type="tel" inputMode="tel" label={t('phone')} autoComplete="off" maxLength={32} register={form.register('phone', { required: true })} error={fieldError(errors.fieldText, 'phone', local.phone, required)} />
        <CalendarField id="book-note" label={t('note')} maxLength={300} register={form.register('note')} error={errors.fieldText('note')} />
        <Button type="submit" loading={call.busy} loadingLabel={t('busy')} disabled={types.length === 0}>
          {t('submitBook')}
        </Button>
      </form>
    </Modal>
  );
}

/** Takes time out of a doctor's day (schedule.edit): doctor, day, start and end, a note. */
export function BlockForm({ open, onOpenChange, doctors, doctorId, day }: FormProps) {
  const t = useTranslations('BusinessCalendar.form');
  const shell = useTranslations('BusinessErrors.fields');
  const ui = useTranslations('Ui');
  const locale = useLocale() as Locale;
  const call = useCalendarCall();
  const errors = useSaveErrors(call.error);
  const form = useForm<BlockValues>({ defaultValues: { specialist_id: String(doctorId ?? doctors[0]?.ID ?? ''), day, start: '', end: '', note: '' } });
  const local = form.formState.errors;
  const required = shell('required');

  const submit = form.handleSubmit(async (values) => {
    if (await call.run('post', 'calendar/blocks', { ...values, specialist_id: Number(values.specialist_id), note: values.note || undefined })) {
      form.reset({ ...values, start: '', end: '', note: '' });
      onOpenChange(false);
    }
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('blockTitle')} closeLabel={ui('closeDialog')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" data-testid="calendar-block-form">
        <SaveError message={errors.message} />
        <CalendarField id="block-doctor" label={t('doctor')} options={doctors.map((doctor) => ({ value: doctor.ID, label: name(doctor.FULL_NAME, locale) }))} register={form.register('specialist_id')} error={errors.fieldText('specialist_id')} />
        <CalendarField id="block-day" type="date" label={t('day')} register={form.register('day', { required: true })} error={fieldError(errors.fieldText, 'day', local.day, required)} />
        <div className="grid grid-cols-2 gap-3">
          <CalendarField id="block-start" type="time" label={t('start')} register={form.register('start', { required: true })} error={fieldError(errors.fieldText, 'start', local.start, required)} />
          <CalendarField id="block-end" type="time" label={t('end')} register={form.register('end', { required: true })} error={fieldError(errors.fieldText, 'end', local.end, required)} />
        </div>
        <CalendarField id="block-note" label={t('note')} maxLength={300} register={form.register('note')} error={errors.fieldText('note')} />
        <Button type="submit" loading={call.busy} loadingLabel={t('busy')}>
          {t('submitBlock')}
        </Button>
      </form>
    </Modal>
  );
}
