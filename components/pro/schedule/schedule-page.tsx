'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { RequirePermission } from '@/components/pro/require-permission';
import { CONTROL } from '@/components/pro/site-content/editor-kit';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import type { Locale } from '@/lib/i18n/locales';
import { DaysOffSection } from './days-off-section';
import { HolidaysSection } from './holidays-section';
import { ModeSection } from './mode-section';
import { pick, type ScheduleDoctor, type ScheduleSetup } from './schedule-types';
import { VisitTypesSection } from './visit-types-section';
import { WeekEditor } from './week-editor';

/** The doctors' schedules (segment 'schedule', schedule.edit): pick a doctor, then their booking mode, week, visit types and days off; the clinic's holidays below. */
export function SchedulePage() {
  return (
    <RequirePermission permission="schedule.edit">
      <ScheduleEditor />
    </RequirePermission>
  );
}

/** The query key of a doctor's setup: every section writes its answer here. */
const useScheduleKey = (doctorId: number | null) => {
  const { companyCode, cabinetCode } = useProCabinet();
  return ['business', companyCode, cabinetCode, 'schedule', doctorId] as const;
};

function ScheduleEditor() {
  const t = useTranslations('BusinessSchedule');
  const locale = useLocale() as Locale;
  const client = useApiClient();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { companyCode, cabinetCode } = useProCabinet();
  const doctors = useQuery({
    queryKey: ['business', companyCode, cabinetCode, 'schedule', 'doctors'],
    queryFn: async ({ signal }) => (await client.get<{ data: ScheduleDoctor[] }>(cabinetPath('read', companyCode, cabinetCode, 'schedule'), { signal })).data,
  });
  const asked = Number(params.get('doctor'));
  const doctorId = doctors.data?.find((doctor) => doctor.ID === asked)?.ID ?? doctors.data?.[0]?.ID ?? null;
  const key = useScheduleKey(doctorId);
  const setup = useQuery({
    queryKey: key,
    enabled: doctorId !== null,
    queryFn: async ({ signal }) => (await client.get<{ data: ScheduleSetup }>(cabinetPath('read', companyCode, cabinetCode, `schedule/${doctorId}`), { signal })).data,
  });

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('intro')}</p>
      </header>
      <QueryStatus query={doctors} texts={loadTexts(t)} />
      {doctors.data && doctors.data.length === 0 && <p className="rounded-xl border border-slate-200 bg-white p-4">{t('noDoctors')}</p>}
      {doctors.data && doctorId !== null && (
        <div className="flex flex-col gap-1">
          <label htmlFor="schedule-doctor" className="text-sm font-medium">
            {t('doctor')}
          </label>
          <select
            id="schedule-doctor"
            className={CONTROL}
            value={doctorId}
            onChange={(event) => router.replace(`${pathname}?doctor=${event.target.value}`, { scroll: false })}
          >
            {doctors.data.map((doctor) => (
              <option key={doctor.ID} value={doctor.ID}>
                {pick(doctor.FULL_NAME, locale)} — {pick(doctor.SPECIALTY, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      {doctorId !== null && <QueryStatus query={setup} texts={loadTexts(t)} />}
      {setup.data && doctorId !== null && (
        <div key={doctorId} className="flex flex-col gap-6">
          <ModeSection setup={setup.data} queryKey={key} />
          <WeekEditor setup={setup.data} queryKey={key} />
          <VisitTypesSection setup={setup.data} queryKey={key} />
          <DaysOffSection setup={setup.data} queryKey={key} />
        </div>
      )}
      <HolidaysSection />
    </div>
  );
}
