'use client';

import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { SelectField, TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { ACCESS_CODE_LIMITS } from '@/lib/business/staff/access/limits';
import { PERMISSIONS, type Permission } from '@/lib/business/permission-names';
import { formatDate } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { ConfirmDialog } from '../confirm-dialog';
import { IssuedCodePanel } from './issued-code';
import { RolePicker } from './role-picker';
import { useRevoke } from './use-revoke';
import { codeStatus, membersKeys, membersPaths, permissionKey, type AccessCode, type IssuedCode, type ManagedCabinet, type Where } from './members-api';
import { StatusBadge } from '@/components/pro/status-badge';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useClinicZone } from '@/components/pro/use-clinic-zone';

const loadSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.accessCodeInputSchema));
const VALIDITY = ['1', '7', '30', '90', '365', 'never'] as const;
type CodeForm = { max_uses: string; expires_in_days: (typeof VALIDITY)[number] };

/** The access codes of the managed cabinet: issue one (shown once), list them, revoke. */
export function AccessCodes({ where, managed }: { where: Where; managed: ManagedCabinet }) {
  const t = useTranslations('BusinessMembers.codes');
  const client = useApiClient();
  const code = managed.COMPANY_CABINET_CODE;
  const [issued, setIssued] = useState<IssuedCode | null>(null);
  // A new round mounts a fresh form (its fields and its engine start over).
  const [round, setRound] = useState(0);
  const codes = useQuery({
    queryKey: membersKeys.codes(where, code),
    queryFn: async ({ signal }) => (await client.get<{ data: AccessCode[] }>(membersPaths.codes(where), { signal, query: { cabinet: code } })).data,
  });

  return (
    <section aria-labelledby="codes-title" className="flex flex-col gap-5">
      <div>
        <h2 id="codes-title" className="text-xl font-semibold">
          {t('title', { cabinet: managed.NAME })}
        </h2>
        <p className="mt-1 text-muted">{t('intro')}</p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        {issued && issued.COMPANY_CABINET_CODE === code ? (
          <IssuedCodePanel
            issued={issued}
            companyCode={where.companyCode}
            onAnother={() => {
              setIssued(null);
              setRound((r) => r + 1);
            }}
          />
        ) : (
          <IssueCodeForm key={`${code}-${round}`} where={where} cabinet={code} onIssued={setIssued} />
        )}
      </div>
      <CodeList where={where} cabinet={code} codes={codes} />
    </section>
  );
}

function IssueCodeForm({ where, cabinet, onIssued }: { where: Where; cabinet: number; onIssued: (code: IssuedCode) => void }) {
  const t = useTranslations('BusinessMembers');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { can } = useProCabinet();
  const errorTexts = useBusinessErrorTexts();
  // The role picker is controlled: the body takes its permissions from here.
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const form = useApiForm<CodeForm & { permissions: Permission[] }>({
    fields: ['permissions', 'max_uses', 'expires_in_days'],
    schema: loadSchema,
    toBody: (values) => ({
      cabinet,
      permissions,
      max_uses: values.max_uses === '' ? undefined : Number(values.max_uses),
      expires_in_days: values.expires_in_days === 'never' ? null : Number(values.expires_in_days),
    }),
    submit: ((body: Record<string, unknown>) => client.post<{ data: IssuedCode }>(membersPaths.codes(where, 'write'), body)) as (body: never) => Promise<unknown>,
    errorTexts,
    fieldErrorText: (field, code) => (field === 'permissions' && code === 'required' ? t('codes.grantsRequired') : undefined),
    onSuccess: (result) => {
      onIssued((result as { data: IssuedCode }).data);
      void queryClient.invalidateQueries({ queryKey: membersKeys.all(where) });
    },
  });
  return (
    <ApiForm form={form} note={t('codes.note')} submit={t('codes.submit')} submitting={t('codes.submitting')}>
      <h3 className="text-lg font-semibold">{t('codes.issueTitle')}</h3>
      <RolePicker
        id={form.field('permissions').id}
        legend={t('codes.role')}
        hint={t('codes.grantsHint')}
        value={permissions}
        onChange={setPermissions}
        held={PERMISSIONS.filter(can)}
        error={form.field('permissions').error}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.field('max_uses')}
          label={t('codes.maxUses')}
          hint={t('codes.maxUsesHint', { max: ACCESS_CODE_LIMITS.maxUses })}
          type="number"
          inputMode="numeric"
          min={1}
          max={ACCESS_CODE_LIMITS.maxUses}
          defaultValue={ACCESS_CODE_LIMITS.defaultUses}
          required
        />
        <SelectField
          {...form.field('expires_in_days')}
          label={t('codes.validity')}
          defaultValue={String(ACCESS_CODE_LIMITS.defaultDays)}
          options={VALIDITY.map((value) => ({ value, label: t(`codes.validityOptions.${value === 'never' ? 'never' : `d${value}`}` as 'codes.validityOptions.never') }))}
        />
      </div>
    </ApiForm>
  );
}

function CodeList({ where, cabinet, codes }: { where: Where; cabinet: number; codes: UseQueryResult<AccessCode[]> }) {
  const t = useTranslations('BusinessMembers');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const { setRevoking, listRef, dialog } = useRevoke<AccessCode>({
    path: (id) => membersPaths.code(where, id),
    queryKey: membersKeys.codes(where, cabinet),
    toast: t('codes.revokedToast'),
    nameAttr: 'data-code-name',
  });
  const date = (iso: string) => formatDate(iso, locale, { zone });

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{t('codes.listTitle')}</h3>
      <QueryStatus query={codes} texts={loadTexts(t)} />
      {codes.data?.length === 0 && <p className="text-muted">{t('codes.empty')}</p>}
      {codes.data && codes.data.length > 0 && (
        <ul ref={listRef} className="flex flex-col gap-3">
          {codes.data.map((item) => {
            const status = codeStatus(item);
            return (
              <li key={item.ID} data-testid="access-code" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span data-code-name={item.ID} tabIndex={-1} className="font-medium focus:outline-none">
                    {item.PERMISSIONS.map((p) => t(`permissions.${permissionKey(p)}`)).join(', ')}
                  </span>
                  <StatusBadge tone={status === 'active' ? 'good' : 'off'} caption={t('codes.statusCaption')} label={t(`codes.status.${status}`)} />
                </div>
                {/* minmax(0,1fr): a long creator's e-mail wraps inside a 360 px phone instead of widening the row. */}
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted">{t('codes.usesLabel')}</dt>
                  <dd className="min-w-0 break-words">{t('codes.uses', { uses: item.USES, max: item.MAX_USES })}</dd>
                  <dt className="text-muted">{t('codes.validUntil')}</dt>
                  <dd className="min-w-0 break-words">{item.EXPIRES_AT ? <time dateTime={item.EXPIRES_AT}>{date(item.EXPIRES_AT)}</time> : t('codes.noExpiry')}</dd>
                  <dt className="text-muted">{t('codes.issuedAt')}</dt>
                  <dd className="min-w-0 break-words">
                    <time dateTime={item.CREATED_AT}>{date(item.CREATED_AT)}</time>
                    {item.CREATED_BY && `, ${item.CREATED_BY.FULL_NAME || item.CREATED_BY.EMAIL}`}
                  </dd>
                </dl>
                {!item.IS_REVOKED && status !== 'expired' && (
                  <div>
                    <Button variant="secondary" size="sm" onClick={() => setRevoking(item)}>
                      {t('codes.revoke')}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog {...dialog} title={t('codes.revokeTitle')} text={t('codes.revokeText')} confirm={t('codes.revokeConfirm')} />
    </div>
  );
}
