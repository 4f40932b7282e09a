'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { ProPage } from '@/components/pro/pro-page';
import { RequirePermission } from '@/components/pro/require-permission';
import { StatusBadge } from '@/components/pro/status-badge';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { formatDate } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { useClinicZone } from '@/components/pro/use-clinic-zone';

const loadSchema = lazyLoader(() => import('../domains/form-schemas').then((schemas) => schemas.siteCloseSchema));

/** The grace period of closing (lib/business/clinic/site-life/service.ts CLOSE_GRACE_DAYS), as the page says it. */
const GRACE_DAYS = 30;

type SiteState = { STATUS: 'online' | 'offline' | 'closing'; PURGE_AT: string | null; IS_OWNER: boolean };

/** The site's life (segment 'site'): offline and back online, closing for good; the owner only changes it. */
export function SitePage() {
  return (
    <RequirePermission permission="company.edit">
      <SiteLife />
    </RequirePermission>
  );
}

function SiteLife() {
  const t = useTranslations('BusinessSiteLife');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const { companyCode, cabinetCode, company } = useProCabinet();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts('company.edit');
  const key = ['business', companyCode, cabinetCode, 'site'] as const;
  const state = useQuery({ queryKey: key, queryFn: ({ signal }) => client.get<{ data: SiteState }>(cabinetPath('read', companyCode, cabinetCode, 'site'), { signal }) });
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const date = (iso: string | null) => (iso ? formatDate(iso, locale, { zone }) : '');
  const done = (next: SiteState, text: string) => {
    queryClient.setQueryData(key, { data: next });
    setNotice(text);
  };
  const change = useMutation({
    mutationFn: (kind: 'offline' | 'online' | 'reopen') => client.post<{ data: SiteState }>(cabinetPath('write', companyCode, cabinetCode, `site/${kind}`), {}).then((result) => ({ kind, result })),
    onMutate: () => {
      setError(null);
      setNotice(null);
    },
    onSuccess: ({ kind, result }) => done(result.data, t(kind === 'offline' ? 'offlineDone' : kind === 'online' ? 'onlineDone' : 'reopenDone')),
    onError: (failure) => setError(businessErrorText(errorTexts, failure)),
  });
  const site = state.data?.data;
  const busy = change.isPending ? change.variables : null;
  const name = company?.COMPANY_NAME ?? '';
  const tone = site?.STATUS === 'online' ? 'good' : site?.STATUS === 'offline' ? 'off' : 'busy';

  return (
    <ProPage title={t('title')} intro={t('intro')}>
      <QueryStatus query={state} texts={loadTexts(t)} />
      {site && (
        <>
          <p data-testid="site-status">
            <StatusBadge tone={tone} caption={t('statusLabel')} label={t(`status.${site.STATUS}`, { date: date(site.PURGE_AT) })} />
          </p>
          {!site.IS_OWNER && <p className="text-muted">{t('ownerOnly')}</p>}
          <p role="status" className={notice ? 'rounded-lg border border-green-700 bg-green-50 px-4 py-3 text-green-900' : 'sr-only'}>
            {notice}
          </p>
          {error && (
            <p role="alert" className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-red-900">
              {error}
            </p>
          )}
          {site.IS_OWNER && site.STATUS !== 'closing' && (
            <section aria-labelledby="site-offline-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
              <h2 id="site-offline-title" className="text-xl font-semibold">
                {t('offlineTitle')}
              </h2>
              <p className="text-muted">{t('offlineIntro')}</p>
              <div>
                {site.STATUS === 'online' ? (
                  <Button variant="secondary" loading={busy === 'offline'} onClick={() => change.mutate('offline')}>
                    {t('goOffline')}
                  </Button>
                ) : (
                  <Button loading={busy === 'online'} onClick={() => change.mutate('online')}>
                    {t('goOnline')}
                  </Button>
                )}
              </div>
            </section>
          )}
          {site.IS_OWNER && (
            <section aria-labelledby="site-close-title" className="flex flex-col gap-3 rounded-xl border border-red-200 bg-white p-4 sm:p-6">
              <h2 id="site-close-title" className="text-xl font-semibold">
                {t('closeTitle')}
              </h2>
              {site.STATUS === 'closing' ? (
                <>
                  <p>{t('closeDone', { date: date(site.PURGE_AT) })}</p>
                  <div>
                    <Button loading={busy === 'reopen'} onClick={() => change.mutate('reopen')}>
                      {t('reopen')}
                    </Button>
                  </div>
                </>
              ) : (
                <>
                  <p className="text-muted">{t('closeIntro', { days: GRACE_DAYS })}</p>
                  <CloseForm
                    path={cabinetPath('write', companyCode, cabinetCode, 'site/close')}
                    name={name}
                    errorTexts={errorTexts}
                    onClosed={(next) => done(next, t('closeDone', { date: date(next.PURGE_AT) }))}
                  />
                </>
              )}
            </section>
          )}
        </>
      )}
    </ProPage>
  );
}

function CloseForm({ path, name, errorTexts, onClosed }: { path: string; name: string; errorTexts: Record<string, string>; onClosed: (state: SiteState) => void }) {
  const t = useTranslations('BusinessSiteLife');
  const form = useApiForm<{ confirm_name: string }>({
    fields: ['confirm_name'],
    schema: loadSchema,
    path,
    errorTexts,
    onSuccess: (result) => onClosed((result as { data: SiteState }).data),
  });
  return (
    <ApiForm form={form} submit={t('close')} submitting={t('closing')}>
      <TextField {...form.field('confirm_name')} label={t('confirmLabel', { name })} required maxLength={300} autoComplete="off" />
    </ApiForm>
  );
}
