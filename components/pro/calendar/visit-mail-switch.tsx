'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCabinetWrite } from '@/components/pro/use-cabinet-write';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useApiClient } from '@/lib/api-client/use-api-client';

/** The member's switch as the API answers it (lib/business/booking/visit-mail.ts). */
type VisitMail = { ON: boolean; EMAIL: string | null };

/**
 * The calendar header's "e-mail me when a visit is booked, moved or cancelled": the member's own
 * setting for this company (docs/decisions.md "Booking: the staff's visit e-mails"), with the
 * address the e-mails go to, or a word that none will come without a confirmed e-mail.
 */
export function VisitMailSwitch() {
  const t = useTranslations('BusinessCalendar.visitMail');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { companyCode, cabinetCode } = useProCabinet();
  const key = ['business', companyCode, cabinetCode, 'visit_mail'];
  const setting = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await client.get<{ data: VisitMail }>(cabinetPath('read', companyCode, cabinetCode, 'calendar/visit_mail'), { signal })).data,
  });
  const write = useCabinetWrite((data) => {
    queryClient.setQueryData(key, data as VisitMail);
  });
  if (!setting.data) return null;
  const { ON, EMAIL } = setting.data;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5" checked={ON} disabled={write.busy} aria-describedby="visit-mail-hint" onChange={(event) => void write.run('put', 'calendar/visit_mail', { on: event.target.checked })} />
        <span>{t('label')}</span>
      </label>
      <p id="visit-mail-hint" className="text-sm text-muted">
        {EMAIL ? t('hint', { email: EMAIL }) : t('noEmail')}
      </p>
      {write.error !== null && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('saveFailed')}
        </p>
      )}
    </div>
  );
}
