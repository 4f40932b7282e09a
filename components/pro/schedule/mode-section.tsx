'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SaveError, useSaveErrors } from '@/components/pro/site-content/editor-kit';
import type { BookingMode, ScheduleSetup } from './schedule-types';
import { useScheduleCall } from './use-schedule-call';

const MODES: BookingMode[] = ['request', 'slots'];

/** How patients book the doctor: the appointment request (the clinic phones back) or free times; saved on choosing. */
export function ModeSection({ setup, queryKey }: { setup: ScheduleSetup; queryKey: readonly unknown[] }) {
  const t = useTranslations('BusinessSchedule.mode');
  const call = useScheduleCall(queryKey);
  const errors = useSaveErrors(call.error);
  // The choice shows at once; a refused save puts the stored mode back.
  const [pending, setPending] = useState<BookingMode | null>(null);
  const choose = async (mode: BookingMode) => {
    setPending(mode);
    await call.run('put', `schedule/${setup.DOCTOR.ID}/mode`, { mode });
    setPending(null);
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4" aria-busy={call.busy}>
      <legend className="px-1 font-semibold">{t('title')}</legend>
      <SaveError message={errors.message} />
      {MODES.map((mode) => (
        <label key={mode} className="flex min-h-11 items-start gap-3">
          <input
            type="radio"
            name="booking-mode"
            value={mode}
            checked={(pending ?? setup.MODE) === mode}
            disabled={call.busy}
            onChange={() => void choose(mode)}
            className="mt-1 size-5 accent-brand-700"
          />
          <span className="flex flex-col">
            <span className="font-medium">{t(mode)}</span>
            <span className="text-sm text-muted">{t(`${mode}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
