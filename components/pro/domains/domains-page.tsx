'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/fields';
import { fill, lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { businessErrorText, useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { ConfirmDialog } from '@/components/pro/confirm-dialog';
import { RequirePermission } from '@/components/pro/require-permission';
import { StatusBadge } from '@/components/pro/status-badge';
import { cabinetPath, useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { RegistrarHelp } from './registrar-help';
import { DomainRecords } from './domain-records';
import type { Domain, DomainState } from './domain-types';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { isApiError } from '@/lib/api-client/errors';
import { useApiClient } from '@/lib/api-client/use-api-client';

const loadSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.domainCreateSchema));

/** The domains page (segment 'domains', company.edit): add a domain, the DNS records to create, verify, primary, remove. */
export function DomainsPage() {
  return (
    <RequirePermission permission="company.edit">
      <Domains />
    </RequirePermission>
  );
}

function Domains() {
  const t = useTranslations('BusinessDomains');
  const { companyCode, cabinetCode, company } = useProCabinet();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const listKey = ['business', companyCode, cabinetCode, 'domains'] as const;
  const domains = useQuery({ queryKey: listKey, queryFn: ({ signal }) => client.get<{ data: Domain[] }>(cabinetPath('read', companyCode, cabinetCode, 'domains'), { signal }) });
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  const slug = company?.COMPANY_SLUG ?? '';

  return (
    <div className="flex flex-col gap-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-muted">{t('intro', { address: slug ? `/l/${slug}` : '/l/…' })}</p>
        <p className="text-muted">{t('primaryNote')}</p>
      </header>
      <AddDomain
        companyCode={companyCode}
        cabinetCode={cabinetCode}
        onAdded={(domain) => {
          setNotice(t('added', { host: domain.DISPLAY_HOST }));
          void refresh();
        }}
      />
      <p role="status" className={notice ? 'rounded-lg border border-green-700 bg-green-50 px-4 py-3 text-green-900' : 'sr-only'}>
        {notice}
      </p>
      <section aria-labelledby="domains-list-title" className="flex flex-col gap-3">
        <h2 id="domains-list-title" className="text-xl font-semibold">
          {t('listTitle')}
        </h2>
        <QueryStatus query={domains} texts={loadTexts(t)} />
        {domains.data && domains.data.data.length === 0 && <p className="text-muted">{t('empty')}</p>}
        {domains.data && (
          <ul className="flex flex-col gap-4">
            {domains.data.data.map((domain) => (
              <DomainItem key={domain.ID} domain={domain} slug={slug} onChanged={(text) => { setNotice(text); void refresh(); }} />
            ))}
          </ul>
        )}
      </section>
      <RegistrarHelp />
    </div>
  );
}

function AddDomain({ companyCode, cabinetCode, onAdded }: { companyCode: string; cabinetCode: number; onAdded: (domain: Domain) => void }) {
  const t = useTranslations('BusinessDomains');
  const errorTexts = useBusinessErrorTexts('company.edit');
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="domain-add-title" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="domain-add-title" className="text-xl font-semibold">
        {t('addTitle')}
      </h2>
      <AddDomainForm
        key={round}
        path={cabinetPath('write', companyCode, cabinetCode, 'domains')}
        errorTexts={errorTexts}
        onAdded={(domain) => {
          onAdded(domain);
          setRound((r) => r + 1);
        }}
      />
    </section>
  );
}

function AddDomainForm({ path, errorTexts, onAdded }: { path: string; errorTexts: Record<string, string>; onAdded: (domain: Domain) => void }) {
  const t = useTranslations('BusinessDomains');
  const form = useApiForm<{ domain: string }>({
    fields: ['domain'],
    schema: loadSchema,
    path,
    errorTexts,
    fieldErrorText: (_field, code) => (code === 'domain_limit' ? fill(errorTexts.domain_limit, { max: '10' }) : undefined),
    onSuccess: (result) => onAdded((result as { data: Domain }).data),
  });
  return (
    <ApiForm form={form} submit={t('add')} submitting={t('adding')}>
      <TextField {...form.field('domain')} label={t('domain')} hint={t('domainHint')} required maxLength={300} autoComplete="off" spellCheck={false} inputMode="url" />
    </ApiForm>
  );
}

function DomainItem({ domain, slug, onChanged }: { domain: Domain; slug: string; onChanged: (text: string) => void }) {
  const t = useTranslations('BusinessDomains');
  const { companyCode, cabinetCode } = useProCabinet();
  const client = useApiClient();
  const errorTexts = useBusinessErrorTexts('company.edit');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const host = domain.DISPLAY_HOST;
  const write = (tail: string) => cabinetPath('write', companyCode, cabinetCode, `domains/${domain.ID}${tail}`);
  const txt = domain.RECORDS.find((record) => record.TYPE === 'TXT');
  const failed = (failure: unknown) => {
    const code = isApiError(failure) ? failure.code : '';
    // The other clinic's host is in the server's message (already in the member's language).
    if (isApiError(failure) && (code === 'domain_held' || code === 'domain_lookalike')) return setError(failure.message);
    const template = errorTexts[code];
    setError(template ? fill(template, { name: txt?.NAME ?? `_clinic-verification.${domain.HOST}`, max: '10', host }) : businessErrorText(errorTexts, failure));
  };
  const action = useMutation({
    mutationFn: async (kind: 'verify' | 'primary' | 'unprimary' | 'remove') => {
      let state: DomainState | null = null;
      if (kind === 'verify') state = (await client.post<{ data: Domain }>(write('/verify'), {})).data.STATE;
      else if (kind === 'primary') await client.post(write('/primary'), {});
      else if (kind === 'unprimary') await client.delete(write('/primary'));
      else await client.delete(write(''));
      return { kind, state };
    },
    onMutate: () => setError(null),
    onSuccess: ({ kind, state }) => {
      setConfirming(false);
      const verified = state === 'live' ? t('verifiedLive', { host }) : state === 'not_pointing' ? t('verifiedNotPointing', { host }) : t('verifiedPlain', { host });
      const texts = { verify: verified, primary: t('primaryDone', { host, slug }), unprimary: t('unprimaryDone', { host }), remove: t('removed', { host }) };
      onChanged(texts[kind]);
    },
    onError: failed,
  });
  const busy = action.isPending ? action.variables : null;
  const headingId = `domain-${domain.ID}-title`;

  return (
    <li data-testid="domain" aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-all text-lg font-semibold">
          {host}
        </h3>
        <div className="flex flex-wrap gap-2">
          {domain.IS_PRIMARY && <StatusBadge tone="good" caption={t('title')} label={t('primary')} />}
          <StatusBadge tone={domain.STATE === 'live' || domain.STATE === 'verified' ? 'good' : 'busy'} caption={t('title')} label={stateLabel(t, domain)} />
        </div>
      </div>
      {!domain.VERIFIED && domain.VERIFICATION_LOST_AT && (
        <p data-testid="domain-lost" className="rounded-lg border border-amber-600 bg-amber-50 px-4 py-3 text-amber-900">
          {t('lostNote')}
        </p>
      )}
      {domain.STATE === 'not_pointing' && (
        <div data-testid="domain-not-pointing" className="flex flex-col gap-1 rounded-lg border border-amber-600 bg-amber-50 px-4 py-3 text-amber-900">
          <p>{t('notPointingNote', { host, label: domain.RECORDS.find((record) => record.TYPE !== 'TXT')?.HOST ?? '@' })}</p>
          <p>{domain.POINTING.ADDRESSES.length > 0 ? t('notPointingAddresses', { addresses: domain.POINTING.ADDRESSES.join(', ') }) : t('notPointingMissing')}</p>
        </div>
      )}
      {domain.VERIFIED && domain.POINTING.STATE === 'dns_error' && <p className="text-sm text-muted">{t('dnsErrorNote')}</p>}
      {domain.VERIFIED && domain.POINTING.STATE === 'unchecked' && <p className="text-sm text-muted">{t('uncheckedNote')}</p>}
      {!domain.VERIFIED && <p className="text-sm text-muted">{t('pendingNote', { days: 14 })}</p>}
      <DomainRecords domain={domain} />
      {error && (
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {!domain.VERIFIED && (
          <Button loading={busy === 'verify'} onClick={() => action.mutate('verify')}>
            {busy === 'verify' ? t('verifying') : t('verify')}
          </Button>
        )}
        {domain.VERIFIED && domain.STATE !== 'live' && domain.POINTING.STATE !== 'unchecked' && (
          <Button variant={domain.STATE === 'not_pointing' ? 'primary' : 'secondary'} loading={busy === 'verify'} onClick={() => action.mutate('verify')}>
            {busy === 'verify' ? t('verifying') : t('checkAgain')}
          </Button>
        )}
        {domain.VERIFIED && !domain.IS_PRIMARY && domain.STATE !== 'not_pointing' && (
          <Button variant="secondary" loading={busy === 'primary'} onClick={() => action.mutate('primary')}>
            {t('makePrimary')}
          </Button>
        )}
        {domain.IS_PRIMARY && (
          <Button variant="secondary" loading={busy === 'unprimary'} onClick={() => action.mutate('unprimary')}>
            {t('unprimary')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('remove')}
        text={t('removeConfirm', { host })}
        confirm={t('remove')}
        busy={busy === 'remove'}
        onConfirm={() => action.mutate('remove')}
      />
    </li>
  );
}

function stateLabel(t: ReturnType<typeof useTranslations<'BusinessDomains'>>, domain: Domain): string {
  if (domain.STATE === 'live') return t('stateLive');
  if (domain.STATE === 'not_pointing') return t('stateNotPointing');
  if (domain.STATE === 'verified') return t('verified');
  return domain.VERIFICATION_LOST_AT ? t('lost') : t('pending');
}
