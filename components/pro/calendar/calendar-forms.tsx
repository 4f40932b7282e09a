'use client';

import { useWatch } from 'react-hook-form';
import { pickLocalized } from '@/lib/i18n/localized';
import { CalendarField } from './calendar-field';
import { CalendarFormShell, useCalendarForm, type CalendarFormProps } from './calendar-form-shell';

type BookValues = { specialist_id: string; visit_type_id: string; day: string; start: string; name: string; phone: string; note: string };
type BlockValues = { specialist_id: string; day: string; start: string; end: string; note: string };

/** Books a visit for a patient who phoned: doctor, visit type, day and time, name and phone; the server checks the time (errors on the field, next free times on a taken one). */
export function BookForm({ open, onOpenChange, doctors, doctorId, day, zone }: CalendarFormProps) {
  const first = doctors.find((doctor) => doctor.ID === doctorId) ?? doctors[0];
  const state = useCalendarForm<BookValues>({ specialist_id: String(first?.ID ?? ''), visit_type_id: String(first?.VISIT_TYPES[0]?.ID ?? ''), day, start: '', name: '', phone: '', note: '' });
  const { t, locale, call, errors, form, fieldText } = state;
  const chosenId = useWatch({ control: form.control, name: 'specialist_id' });
  const types = doctors.find((doctor) => String(doctor.ID) === chosenId)?.VISIT_TYPES ?? [];

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, specialist_id: Number(values.specialist_id), visit_type_id: Number(values.visit_type_id), note: values.note || undefined };
    if (await call.run('post', 'calendar/visits', body)) {
      form.reset({ ...values, start: '', name: '', phone: '', note: '' });
      onOpenChange(false);
    }
  });

  return (
    <CalendarFormShell open={open} onOpenChange={onOpenChange} title={t('bookTitle')} testId="calendar-book-form" state={state} zone={zone} onSubmit={submit} submitLabel={t('submitBook')} disabled={types.length === 0}>
      <CalendarField
        id="book-doctor"
        label={t('doctor')}
        options={state.doctorOptions(doctors)}
        register={form.register('specialist_id', { onChange: () => form.setValue('visit_type_id', String(doctors.find((doctor) => String(doctor.ID) === form.getValues('specialist_id'))?.VISIT_TYPES[0]?.ID ?? '')) })}
        error={errors.fieldText('specialist_id')}
      />
      {types.length === 0 ? (
        <p role="status">{t('noTypes')}</p>
      ) : (
        <CalendarField
          id="book-type"
          label={t('type')}
          options={types.map((type) => ({ value: type.ID, label: `${pickLocalized(type.NAME, locale)} (${type.DURATION_MINUTES}′)` }))}
          register={form.register('visit_type_id')}
          error={errors.fieldText('visit_type_id')}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <CalendarField id="book-day" type="date" label={t('day')} register={form.register('day', { required: true })} error={fieldText('day')} />
        <CalendarField id="book-start" type="time" label={t('start')} register={form.register('start', { required: true })} error={fieldText('start')} />
      </div>
      <CalendarField id="book-name" label={t('name')} autoComplete="off" maxLength={200} register={form.register('name', { required: true })} error={fieldText('name')} />
      <CalendarField id="book-phone" type="tel" inputMode="tel" label={t('phone')} autoComplete="off" maxLength={32} register={form.register('phone', { required: true })} error={fieldText('phone')} />
      <CalendarField id="book-note" label={t('note')} maxLength={300} register={form.register('note')} error={errors.fieldText('note')} />
    </CalendarFormShell>
  );
}

/** Takes time out of a doctor's day (schedule.edit): doctor, day, start and end, a note. */
export function BlockForm({ open, onOpenChange, doctors, doctorId, day, zone }: CalendarFormProps) {
  const state = useCalendarForm<BlockValues>({ specialist_id: String(doctorId ?? doctors[0]?.ID ?? ''), day, start: '', end: '', note: '' });
  const { t, call, errors, form, fieldText } = state;

  const submit = form.handleSubmit(async (values) => {
    if (await call.run('post', 'calendar/blocks', { ...values, specialist_id: Number(values.specialist_id), note: values.note || undefined })) {
      form.reset({ ...values, start: '', end: '', note: '' });
      onOpenChange(false);
    }
  });

  return (
    <CalendarFormShell open={open} onOpenChange={onOpenChange} title={t('blockTitle')} testId="calendar-block-form" state={state} zone={zone} onSubmit={submit} submitLabel={t('submitBlock')}>
      <CalendarField id="block-doctor" label={t('doctor')} options={state.doctorOptions(doctors)} register={form.register('specialist_id')} error={errors.fieldText('specialist_id')} />
      <CalendarField id="block-day" type="date" label={t('day')} register={form.register('day', { required: true })} error={fieldText('day')} />
      <div className="grid grid-cols-2 gap-3">
        <CalendarField id="block-start" type="time" label={t('start')} register={form.register('start', { required: true })} error={fieldText('start')} />
        <CalendarField id="block-end" type="time" label={t('end')} register={form.register('end', { required: true })} error={fieldText('end')} />
      </div>
      <CalendarField id="block-note" label={t('note')} maxLength={300} register={form.register('note')} error={errors.fieldText('note')} />
    </CalendarFormShell>
  );
}
