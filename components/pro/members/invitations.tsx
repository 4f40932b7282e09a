'use client';

import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/fields';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { StatusBadge } from '@/components/pro/status-badge';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { PERMISSIONS, type Permission } from '@/lib/business/permission-names';
import { presetOf } from '@/lib/business/staff/role-presets';
import { formatDate } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';
import { ConfirmDialog } from '../confirm-dialog';
import { membersKeys, membersPaths, permissionKey, type ManagedCabinet, type Person, type Where } from './members-api';
import { RolePicker } from './role-picker';
import { useRevoke } from './use-revoke';
import { useClinicZone } from '@/components/pro/use-clinic-zone';

const loadSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.invitationInputSchema));

/** GET …/business/invitations: an invitation as listed (its link is in the mail only). */
export type Invitation = {
  ID: number;
  COMPANY_CABINET_CODE: number;
  EMAIL: string;
  NAME: string;
  PERMISSIONS: Permission[];
  STATUS: 'pending' | 'accepted' | 'revoked' | 'expired';
  EXPIRES_AT: string;
  ACCEPTED_AT: string | null;
  REVOKED_AT: string | null;
  CREATED_AT: string;
  INVITED_BY: Person | null;
};

/** A role's name, with its permissions for a custom set: "Врач" or "Меню сайта, Врачи". */
export function useRoleText() {
  const t = useTranslations('BusinessMembers');
  return (permissions: readonly Permission[]) => {
    const role = presetOf(permissions);
    return role === 'custom' ? permissions.map((p) => t(`permissions.${permissionKey(p)}`)).join(', ') : t(`roles.${role}`);
  };
}

/** Invitations by e-mail to the managed cabinet: send one (a role preset or custom permissions), list them, revoke a pending one. */
export function Invitations({ where, managed }: { where: Where; managed: ManagedCabinet }) {
  const t = useTranslations('BusinessInvites');
  const client = useApiClient();
  const code = managed.COMPANY_CABINET_CODE;
  // A sent invitation mounts a fresh form (its fields and role start over).
  const [round, setRound] = useState(0);
  const invitations = useQuery({
    queryKey: [...membersKeys.all(where), 'invitations', code],
    queryFn: async ({ signal }) => (await client.get<{ data: Invitation[] }>(membersPaths.invitations(where), { signal, query: { cabinet: code } })).data,
  });
  return (
    <section aria-labelledby="invites-title" className="flex flex-col gap-5">
      <div>
        <h2 id="invites-title" className="text-xl font-semibold">
          {t('title', { cabinet: managed.NAME })}
        </h2>
        <p className="mt-1 text-muted">{t('intro')}</p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <InviteForm key={`${code}-${round}`} where={where} cabinet={code} onSent={() => setRound((r) => r + 1)} />
      </div>
      <InvitationList where={where} cabinet={code} invitations={invitations} />
    </section>
  );
}

function InviteForm({ where, cabinet, onSent }: { where: Where; cabinet: number; onSent: () => void }) {
  const t = useTranslations('BusinessInvites');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { can } = useProCabinet();
  const errorTexts = useBusinessErrorTexts();
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const form = useApiForm<{ email: string; name: string; permissions: Permission[] }>({
    fields: ['email', 'name', 'permissions'],
    schema: loadSchema,
    toBody: (values) => ({ cabinet, email: values.email, name: values.name, permissions }),
    submit: ((body: Record<string, unknown>) => client.post<{ data: Invitation }>(membersPaths.invitations(where, 'write'), body)) as (body: never) => Promise<unknown>,
    errorTexts,
    fieldErrorText: (field, code) => (field === 'permissions' && code === 'required' ? t('roleRequired') : undefined),
    onSuccess: (result) => {
      pushToast({ message: t('sent', { email: (result as { data: Invitation }).data.EMAIL }), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: membersKeys.all(where) });
      onSent();
    },
  });
  return (
    <ApiForm form={form} note={t('note')} submit={t('submit')} submitting={t('submitting')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.field('email')} label={t('email')} type="email" inputMode="email" autoComplete="off" spellCheck={false} required />
        <TextField {...form.field('name')} label={t('name')} hint={t('nameHint')} autoComplete="off" />
      </div>
      <RolePicker
        id={form.field('permissions').id}
        legend={t('role')}
        hint={t('roleHint')}
        value={permissions}
        onChange={setPermissions}
        held={PERMISSIONS.filter(can)}
        error={form.field('permissions').error}
        required
      />
    </ApiForm>
  );
}

function InvitationList({ where, cabinet, invitations }: { where: Where; cabinet: number; invitations: UseQueryResult<Invitation[]> }) {
  const t = useTranslations('BusinessInvites');
  const members = useTranslations('BusinessMembers');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const roleText = useRoleText();
  const { revoking, setRevoking, listRef, dialog } = useRevoke<Invitation>({
    path: (id) => membersPaths.invitation(where, id),
    queryKey: [...membersKeys.all(where), 'invitations', cabinet],
    toast: t('revokedToast'),
    nameAttr: 'data-invitation-name',
  });
  const date = (iso: string) => formatDate(iso, locale, { zone });

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{t('listTitle')}</h3>
      <QueryStatus query={invitations} texts={loadTexts(members)} />
      {invitations.data?.length === 0 && <p className="text-muted">{t('empty')}</p>}
      {invitations.data && invitations.data.length > 0 && (
        <ul ref={listRef} className="flex flex-col gap-3">
          {invitations.data.map((item) => (
            <li key={item.ID} data-testid="invitation" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span data-invitation-name={item.ID} tabIndex={-1} className="min-w-0 font-medium break-all focus:outline-none">
                  {item.NAME ? `${item.NAME} · ${item.EMAIL}` : item.EMAIL}
                </span>
                <StatusBadge tone={item.STATUS === 'pending' || item.STATUS === 'accepted' ? 'good' : 'off'} caption={t('statusCaption')} label={t(`status.${item.STATUS}`)} />
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted">{t('role_label')}</dt>
                <dd className="min-w-0 break-words">{roleText(item.PERMISSIONS)}</dd>
                <dt className="text-muted">{t('validUntil')}</dt>
                <dd className="min-w-0">
                  <time dateTime={item.EXPIRES_AT}>{date(item.EXPIRES_AT)}</time>
                </dd>
                <dt className="text-muted">{t('sentAt')}</dt>
                <dd className="min-w-0 break-words">
                  <time dateTime={item.CREATED_AT}>{date(item.CREATED_AT)}</time>
                  {item.INVITED_BY && `, ${item.INVITED_BY.FULL_NAME || item.INVITED_BY.EMAIL}`}
                </dd>
              </dl>
              {item.STATUS === 'pending' && (
                <div>
                  <Button variant="secondary" size="sm" onClick={() => setRevoking(item)}>
                    {t('revoke')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog {...dialog} title={t('revokeTitle', { email: revoking?.EMAIL ?? '' })} text={t('revokeText')} confirm={t('revokeConfirm')} />
    </div>
  );
}
