'use client';

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormSuccess, SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { StatusBadge } from '@/components/pro/status-badge';
import { ProPage } from '@/components/pro/pro-page';
import { RequirePermission } from '@/components/pro/require-permission';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { SERVICES, type Service } from '@/lib/business/crm/service-names';
import { formatDate, formatTime } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { displayPhone } from '@/lib/phone/normalize';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useClinicZone } from '@/components/pro/use-clinic-zone';

const loadSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.serviceRequestInputSchema));
const SEND_PATH = '/w-front/v1/crm/request_by_services';
const PAGE_SIZE = 10;

type ServiceForm = { service: Service; message: string; contact_name: string; contact_phone: string; contact_email: string };
type ServiceRequest = {
  ID: number;
  SERVICE: Service;
  MESSAGE: string;
  CONTACT_NAME: string;
  CONTACT_PHONE: string | null;
  CONTACT_EMAIL: string;
  STATUS: 'new' | 'in_progress' | 'done';
  CREATED_AT: string;
};
type Page = { data: ServiceRequest[]; meta: { PAGE: number; PAGES: number; TOTAL: number } };

/** The platform services page (segment 'services', company.edit): ask the platform for a service, and the clinic's requests. */
export function ServicesPage() {
  return (
    <RequirePermission permission="company.edit">
      <Services />
    </RequirePermission>
  );
}

function Services() {
  const t = useTranslations('BusinessServices');
  const { companyCode, cabinetCode } = useProCabinet();
  const client = useApiClient();
  const listKey = ['business', companyCode, cabinetCode, 'services'] as const;
  const requests = useInfiniteQuery({
    queryKey: listKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => client.get<Page>(cabinetPath('read', companyCode, cabinetCode, 'service_requests'), { signal, query: { page: pageParam, page_size: PAGE_SIZE } }),
    getNextPageParam: (last) => (last.meta.PAGE < last.meta.PAGES ? last.meta.PAGE + 1 : undefined),
  });

  return (
    <ProPage title={t('title')} intro={t('intro')}>
      <RequestForm companyCode={companyCode} listKey={listKey} />
      <section aria-labelledby="service-requests-title" className="flex flex-col gap-3">
        <h2 id="service-requests-title" className="text-xl font-semibold">
          {t('list.title')}
        </h2>
        <QueryStatus query={requests} texts={loadTexts(t)} />
        {requests.data && requests.data.pages[0].data.length === 0 && <p className="text-muted">{t('list.empty')}</p>}
        {requests.data && (
          <ul className="flex flex-col gap-3">
            {requests.data.pages.flatMap((page) => page.data).map((item) => (
              <RequestItem key={item.ID} item={item} />
            ))}
          </ul>
        )}
        {requests.hasNextPage && (
          <div>
            <Button variant="secondary" loading={requests.isFetchingNextPage} onClick={() => void requests.fetchNextPage()}>
              {t('list.more')}
            </Button>
          </div>
        )}
      </section>
    </ProPage>
  );
}

function RequestForm({ companyCode, listKey }: { companyCode: string; listKey: readonly unknown[] }) {
  const t = useTranslations('BusinessServices');
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts();
  const [sentId, setSentId] = useState<number | null>(null);
  // A new round mounts a fresh form after "send another".
  const [round, setRound] = useState(0);

  if (sentId !== null) {
    return (
      <FormSuccess
        title={t('sent.title')}
        another={t('sent.another')}
        onAnother={() => {
          setSentId(null);
          setRound((r) => r + 1);
        }}
      >
        <p>{t('sent.text', { id: sentId })}</p>
      </FormSuccess>
    );
  }
  return (
    <section aria-labelledby="service-form-title" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="service-form-title" className="text-xl font-semibold">
        {t('form.title')}
      </h2>
      <RequestFields
        key={round}
        companyCode={companyCode}
        errorTexts={errorTexts}
        onSent={(id) => {
          setSentId(id);
          void queryClient.invalidateQueries({ queryKey: listKey });
        }}
      />
    </section>
  );
}

function RequestFields({ companyCode, errorTexts, onSent }: { companyCode: string; errorTexts: Record<string, string>; onSent: (id: number) => void }) {
  const t = useTranslations('BusinessServices');
  const form = useApiForm<ServiceForm>({
    fields: ['service', 'message', 'contact_name', 'contact_phone', 'contact_email'],
    schema: loadSchema,
    path: SEND_PATH,
    toBody: (values) => ({ ...values, company_code: companyCode }),
    errorTexts,
    fieldErrorText: (field, code) => (field === 'service' && code === 'invalid' ? t('form.chooseService') : undefined),
    onSuccess: (result) => onSent((result as { data: ServiceRequest }).data.ID),
  });
  return (
    <ApiForm form={form} note={t('form.note')} submit={t('form.submit')} submitting={t('form.submitting')}>
      <SelectField {...form.field('service')} label={t('form.service')} required options={SERVICES.map((service) => ({ value: service, label: t(`services.${service}`) }))} />
      <TextAreaField {...form.field('message')} label={t('form.message')} hint={t('form.messageHint')} maxLength={5000} required />
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 font-medium">{t('form.contact')}</legend>
        <p className="text-sm text-muted">{t('form.contactHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.field('contact_name')} label={t('form.contactName')} autoComplete="name" maxLength={200} />
          <TextField {...form.field('contact_phone')} label={t('form.contactPhone')} hint={t('form.contactPhoneHint')} type="tel" autoComplete="tel" maxLength={32} />
          <TextField {...form.field('contact_email')} label={t('form.contactEmail')} type="email" autoComplete="email" maxLength={254} />
        </div>
      </fieldset>
    </ApiForm>
  );
}

const TONES = { new: 'new', in_progress: 'busy', done: 'good' } as const;

function RequestItem({ item }: { item: ServiceRequest }) {
  const t = useTranslations('BusinessServices');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  return (
    <li data-testid="service-request" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {t('list.number', { id: item.ID })} · {t(`services.${item.SERVICE}`)}
        </span>
        <StatusBadge tone={TONES[item.STATUS]} caption={t('list.statusCaption')} label={t(`list.status.${item.STATUS}`)} />
      </div>
      <p className="whitespace-pre-line break-words">{item.MESSAGE}</p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('list.sent')}</dt>
        <dd className="min-w-0 break-words">
          <time dateTime={item.CREATED_AT}>{`${formatDate(item.CREATED_AT, locale, { zone })}, ${formatTime(item.CREATED_AT, { zone })}`}</time>
        </dd>
        <dt className="text-muted">{t('list.contact')}</dt>
        <dd className="min-w-0 break-words">{[item.CONTACT_NAME, item.CONTACT_PHONE && displayPhone(item.CONTACT_PHONE), item.CONTACT_EMAIL].filter(Boolean).join(', ')}</dd>
      </dl>
    </li>
  );
}
