'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { SaveError, useSaveErrors } from '@/components/pro/site-content/editor-kit';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/locales';
import { fieldError } from './calendar-field';
import type { CalendarDoctor } from './calendar-types';
import { NextFreeTimes, type PickedTime } from './next-free-times';
import { useCalendarCall } from './use-calendar-call';

/** What the calendar's forms are given: the dialog's state, the doctors, the doctor and day shown, the clinic's zone. */
export type CalendarFormProps = { open: boolean; onOpenChange: (open: boolean) => void; doctors: CalendarDoctor[]; doctorId: number | null; day: string; zone: string };

/**
 * A calendar form's state: the texts, the write (`call`), the form, a field's error (the server's
 * first, else "required"), the doctors as options, and `pick` that puts a time offered after a
 * 409 slot_taken into the form's fields (`day`, `start` and, when the form has it, `end`).
 */
export function useCalendarForm<T extends FieldValues & { day: string; start: string }>(defaultValues: DefaultValues<T>) {
  const t = useTranslations('BusinessCalendar.form');
  const required = useTranslations('BusinessErrors.fields')('required');
  const locale = useLocale() as Locale;
  const call = useCalendarCall();
  const errors = useSaveErrors(call.error);
  const form = useForm<T>({ defaultValues });
  const fieldText = (path: Path<T>) => fieldError(errors.fieldText, path, form.formState.errors[path] as never, required);
  const doctorOptions = (doctors: CalendarDoctor[]) => doctors.map((doctor) => ({ value: doctor.ID, label: pickLocalized(doctor.FULL_NAME, locale) }));
  const pick = (time: PickedTime) => {
    const fields = Object.keys(form.getValues());
    for (const name of ['day', 'start', 'end'] as const) {
      if (fields.includes(name)) form.setValue(name as Path<T>, time[name] as PathValue<T, Path<T>>, { shouldValidate: form.formState.isSubmitted });
    }
    call.clearError();
  };
  return { t, locale, call, errors, form, fieldText, doctorOptions, pick };
}

/**
 * The dialog of a calendar form: its title, the failure (and, after a 409 slot_taken, the next
 * free times to tap), the fields, and the submit button.
 */
export function CalendarFormShell({ open, onOpenChange, title, testId, state, zone, onSubmit, submitLabel, disabled, children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; testId: string; state: Pick<ReturnType<typeof useCalendarForm>, 't' | 'call' | 'errors' | 'pick'>; zone: string; onSubmit: (event: React.FormEvent) => Promise<void>; submitLabel: string; disabled?: boolean; children: ReactNode }) {
  const ui = useTranslations('Ui');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closeLabel={ui('closeDialog')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3" data-testid={testId}>
        <SaveError message={state.errors.message} />
        <NextFreeTimes error={state.call.error} zone={zone} onPick={state.pick} />
        {children}
        <Button type="submit" loading={state.call.busy} loadingLabel={state.t('busy')} disabled={disabled}>
          {submitLabel}
        </Button>
      </form>
    </Modal>
  );
}
