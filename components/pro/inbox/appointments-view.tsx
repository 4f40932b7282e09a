'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/dates/format';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { RequirePermission } from '../require-permission';
import type { AppointmentItem } from './inbox-data';
import { InboxPage } from './inbox-page';
import { InboxItemActions } from './inbox-item-actions';
import { DateTime, Details, ItemCard, StatusBadge } from './inbox-list';

/** The appointment requests of the active cabinet's company (appointments.read). */
export function AppointmentsView() {
  return (
    <RequirePermission permission="appointments.read">
      <InboxPage<AppointmentItem> area="appointments" renderItem={(item, errorTexts) => <Appointment key={item.ID} item={item} errorTexts={errorTexts} />} />
    </RequirePermission>
  );
}

function Appointment({ item, errorTexts }: { item: AppointmentItem; errorTexts: Record<string, string> }) {
  const t = useTranslations('BusinessInbox');
  const raw = useLocale();
  const locale: Locale = isLocale(raw) ? raw : 'ru';
  return (
    <ItemCard
      id={`appointment-${item.ID}`}
      heading={item.NAME}
      badge={<StatusBadge status={item.STATUS} label={t(`appointments.status.${item.STATUS}`)} caption={t('fields.status')} />}
      details={
        <Details
          rows={[
            {
              label: t('fields.contacts'),
              value: (
                <span className="flex flex-col">
                  <a href={`tel:${item.PHONE}`} className="font-medium text-brand-700 underline">
                    {item.PHONE}
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
      }
      actions={<InboxItemActions area="appointments" item={item} errorTexts={errorTexts} />}
    />
  );
}
