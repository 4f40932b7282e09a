'use client';

import { useTranslations } from 'next-intl';
import { CopyButton } from '@/components/ui/copy-button';
import type { Domain, DomainRecord } from './domain-types';

/**
 * The one set of DNS records a domain needs (issue 31): the host as a registrar's form asks for it
 * (`@`, `www`, `_clinic-verification.www`) with the full name under it, the value, a copy button for
 * each; what the kind of name allows (apex: A/AAAA or ALIAS; subdomain: a CNAME alone), and plainly
 * when the deployment names no target.
 */
export function DomainRecords({ domain }: { domain: Domain }) {
  const t = useTranslations('BusinessDomains');
  const host = domain.DISPLAY_HOST;
  const pointing = domain.RECORDS.filter((record) => record.TYPE !== 'TXT');
  const hasTxt = domain.RECORDS.some((record) => record.TYPE === 'TXT');
  const aliasOnly = pointing.length > 0 && pointing.every((record) => record.TYPE === 'ALIAS');
  return (
    <section aria-label={t('recordsTitle', { host })} className="flex flex-col gap-2">
      <p className="text-sm text-muted">{t('recordsIntro')}</p>
      {domain.INGRESS_NAMED ? (
        <p className="text-sm text-muted">{domain.KIND === 'apex' ? t('recordsApex', { host }) : t('recordsSubdomain', { host, label: pointing[0]?.HOST ?? '' })}</p>
      ) : (
        <p data-testid="domain-no-ingress" className="rounded-lg border border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('noIngress')}
        </p>
      )}
      {aliasOnly && <p className="text-sm text-muted">{t('aliasOnly', { host })}</p>}
      <p className="text-sm text-muted">{t('hostHint')}</p>
      <dl className="flex flex-col gap-2 text-sm">
        {domain.RECORDS.map((record) => (
          <RecordRow key={`${record.TYPE}:${record.VALUE}`} record={record} />
        ))}
      </dl>
      {hasTxt && <p className="text-sm text-muted">{t('txtKeep')}</p>}
      {domain.ALIAS_INSTEAD && (
        <>
          <p className="text-sm text-muted">{t('aliasInstead')}</p>
          <dl className="flex flex-col gap-2 text-sm">
            <RecordRow record={domain.ALIAS_INSTEAD} />
          </dl>
        </>
      )}
    </section>
  );
}

function RecordRow({ record }: { record: DomainRecord }) {
  const t = useTranslations('BusinessDomains');
  return (
    <div data-testid={`record-row-${record.TYPE}`} className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3">
      <dt className="text-muted">{t('type')}</dt>
      <dd className="font-mono">{record.TYPE}</dd>
      <dt className="text-muted">{t('host')}</dt>
      <dd className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="break-all font-mono" data-testid={`record-host-${record.TYPE}`}>
            {record.HOST}
          </span>
          <CopyButton value={record.HOST} what={t('copyWhatHost', { type: record.TYPE })} />
        </span>
        <span className="break-all text-xs text-muted">{t('fullName', { name: record.NAME })}</span>
      </dd>
      <dt className="text-muted">{t('value')}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="break-all font-mono" data-testid={`record-${record.TYPE}`}>
          {record.VALUE}
        </span>
        <CopyButton value={record.VALUE} what={t('copyWhatValue', { type: record.TYPE })} />
      </dd>
    </div>
  );
}
