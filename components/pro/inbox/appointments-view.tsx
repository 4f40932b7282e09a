'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/dates/format';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { displayPhone, telHref } from '@/lib/phone/normalize';
import { RequirePermission } from '../require-permission';
import type { AppointmentItem } from './inbox-data';
import { InboxPage, type RowContext } from './inbox-page';
import { InboxItemActions } from './inbox-item-actions';
import { DateTime, Details, StatusBadge } from './inbox-list';
import { InboxRow } from './inbox-row';

/** The appointment requests of the active cabinet's company (appointments.read). */
export function AppointmentsView() {
  return (
    <RequirePermission permission="appointments.read">
      <InboxPage<AppointmentItem> area="appointments" renderItem={(item, context) => <Appointment key={item.ID} item={item} context={context} />} />
    </RequirePermission>
  );
}

/** A request's row: the name, when it came and for which doctor, its status and the phone. */
function Appointment({ item, context }: { item: AppointmentItem; context: RowContext }) {
  const t = useTranslations('BusinessInbox');
  return (
    <InboxRow
      id={`appointment-${item.ID}`}
      name={item.NAME}
      isNew={item.STATUS === 'new'}
      summary={
        <>
          <DateTime value={item.CREATED_AT} /> · {item.SPECIALIST?.FULL_NAME ?? t('row.noDoctor')}
        </>
      }
      badge={<StatusBadge status={item.STATUS} label={t(`appointments.status.${item.STATUS}`)} caption={t('fields.status')} />}
      phone={item.PHONE}
      open={context.open}
      focusOnMount={context.focusOnMount}
      onToggle={context.onToggle}
      detail={() => <AppointmentDetail item={item} errorTexts={context.errorTexts} />}
    />
  );
}

function AppointmentDetail({ item, errorTexts }: { item: AppointmentItem; errorTexts: Record<string, string> }) {
  const t = useTranslations('BusinessInbox');
  const raw = useLocale();
  const locale: Locale = isLocale(raw) ? raw : 'ru';
  return (
    <>
      <Details
        rows={[
          {
            label: t('fields.contacts'),
            value: (
              <span className="flex flex-col">
                <a href={telHref(item.PHONE)} className="font-medium text-brand-700 underline">
                  {displayPhone(item.PHONE)}
                </a>
                {item.EMAIL && (
                  <a href={`mailto:${item.EMAIL}`} className="break-all text-brand-700 underline">
                    {item.EMAIL}
                  </a>
                )}
              </span>
            ),
          },
          item.PREFERRED_DATE && { label: t('appointments.preferredDate'), value: formatDate(item.PREFERRED_DATE, locale) },
          item.SPECIALIST && { label: t('appointments.specialist'), value: item.SPECIALIST.FULL_NAME },
          item.COMMENT && { label: t('appointments.message'), value: item.COMMENT },
          { label: t('fields.received'), value: <DateTime value={item.CREATED_AT} /> },
          { label: t('fields.language'), value: isLocale(item.LOCALE) ? t(`languages.${item.LOCALE}`) : item.LOCALE },
          item.FROM_SIGNED_IN_PATIENT && { label: t('fields.patient'), value: t('fields.signedIn') },
        ]}
      />
      <div className="flex min-w-0 flex-col gap-4 border-t border-slate-200 pt-4 md:border-t-0 md:border-l md:pt-0 md:pl-6">
        <InboxItemActions area="appointments" item={item} errorTexts={errorTexts} />
      </div>
    </>
  );
}
