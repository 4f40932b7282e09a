'use client';

import { useLocale, useTranslations } from 'next-intl';
import { INBOX_STATUSES } from '@/lib/business/inbox-schemas';
import { formatDate } from '@/lib/dates/format';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { RequirePermission } from '../require-permission';
import { useBusinessErrorTexts } from './business-error-texts';
import { useAreaList, useListParams, type AppointmentItem } from './inbox-data';
import { InboxItemActions } from './inbox-item-actions';
import { DateTime, Details, ItemCard, ListStatus, Pager, StatusBadge, StatusFilter } from './inbox-list';

/** The appointment requests of the active cabinet's company (appointments.read). */
export function AppointmentsView() {
  return (
    <RequirePermission permission="appointments.read">
      <Appointments />
    </RequirePermission>
  );
}

function Appointments() {
  const t = useTranslations('BusinessInbox');
  const filter = useListParams(INBOX_STATUSES);
  const list = useAreaList<AppointmentItem>('appointments', filter);
  const errorTexts = useBusinessErrorTexts('appointments.read');
  return (
    <section className="flex flex-col gap-5" aria-labelledby="inbox-title">
      <header className="flex flex-col gap-2">
        <h1 id="inbox-title" className="text-2xl font-bold">
          {t('appointments.title')}
        </h1>
        <p className="text-muted">{t('appointments.intro')}</p>
      </header>
      <StatusFilter
        label={t('filter.label')}
        current={filter.status}
        options={[{ value: null, label: t('filter.all') }, ...INBOX_STATUSES.map((value) => ({ value, label: t(`filter.${value}`) }))]}
      />
      <ListStatus loading={list.isPending} failed={list.isError && !list.data} onRetry={() => void list.refetch()} />
      {list.data &&
        (list.data.data.length === 0 ? (
          <p>{t('appointments.empty')}</p>
        ) : (
          <ul aria-label={t('appointments.list')} aria-busy={list.isPlaceholderData || undefined} className="flex flex-col gap-4">
            {list.data.data.map((item) => (
              <Appointment key={item.ID} item={item} errorTexts={errorTexts} />
            ))}
          </ul>
        ))}
      {list.data && <Pager status={filter.status} meta={list.data.meta} />}
    </section>
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
