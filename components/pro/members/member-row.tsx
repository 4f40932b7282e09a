'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { ApiForm } from '@/components/forms/api-form';
import { lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { useClinicZone } from '@/components/pro/use-clinic-zone';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { PERMISSIONS, type Permission } from '@/lib/business/permission-names';
import { presetOf } from '@/lib/business/staff/role-presets';
import { formatDate } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { pushToast } from '@/stores/toast-store';
import { memberName, membersKeys, membersPaths, permissionKey, type CabinetMember, type Where } from './members-api';
import { refreshOwnAccess } from './refresh-own-access';
import { RolePicker } from './role-picker';

const loadSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.memberPermissionsSchema));

/**
 * A member of the managed cabinet: who, their role, when and how they joined; their permissions
 * (edited and saved, or read only on the owner's row), Transfer (the owner's list) and Remove.
 */
export function MemberRow({ where, member, onRemove, onTransfer }: { where: Where; member: CabinetMember; onRemove: () => void; onTransfer?: () => void }) {
  const t = useTranslations('BusinessMembers');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { can } = useProCabinet();
  const me = useCurrentUser().data;
  const errorTexts = useBusinessErrorTexts();
  const isMe = me?.ID === member.USER.ID;
  const name = memberName(member);
  // What the manager lacks can be neither given nor taken away: shown, disabled, and sent back as it is.
  const kept = member.PERMISSIONS.filter((permission) => !can(permission));
  // The role picker is controlled; it starts from the stored permissions (those the manager lacks included, unchangeable).
  const [chosen, setChosen] = useState<Permission[]>(member.PERMISSIONS);
  const form = useApiForm<{ permissions: Permission[] }>({
    fields: ['permissions'],
    schema: loadSchema,
    toBody: () => ({ permissions: [...new Set([...chosen, ...kept])] }),
    submit: ((body: Record<string, unknown>) => client.put(membersPaths.member(where, member.ID), body)) as (body: never) => Promise<unknown>,
    errorTexts,
    onSuccess: () => {
      pushToast({ message: t('members.saved', { name }), variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: membersKeys.all(where) });
      // One's own permissions changed: the area's state (navigation, pages) follows at once.
      if (isMe) void refreshOwnAccess(client, where, member.COMPANY_CABINET_CODE);
    },
  });
  const removable = kept.length === 0;
  // The owner's row is changed by nobody else, nor, in the main cabinet, by the owner (who keeps every permission there).
  const locked = member.IS_OWNER && (!isMe || member.COMPANY_CABINET_CODE === 0);

  // The server's list changed (a save, or another manager's change read again): the picker follows it
  // in place (a remount would drop the focus from Save).
  const serverList = member.PERMISSIONS.join(',');
  const [shownList, setShownList] = useState(serverList);
  if (shownList !== serverList) {
    setShownList(serverList);
    setChosen(member.PERMISSIONS);
  }
  const role = presetOf(member.PERMISSIONS);

  return (
    <li data-testid="cabinet-member" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <p data-member-name={member.ID} tabIndex={-1} className="break-words text-lg font-semibold focus:outline-none">
          {name}
          {member.IS_OWNER && <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-sm font-medium text-amber-900">{t('members.owner')}</span>}
          {isMe && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">{t('members.you')}</span>}
        </p>
        {member.USER.EMAIL && member.USER.FULL_NAME && <p className="break-words text-sm text-muted">{member.USER.EMAIL}</p>}
        <p className="text-sm font-medium" data-member-role>
          {t('members.role', { role: t(`roles.${role}`) })}
        </p>
        <p className="text-sm text-muted">
          {t(member.ACCESS_CODE_ID === null ? 'members.joinedWithout' : 'members.joinedWithCode', { date: formatDate(member.JOINED_AT, locale, { zone }) })}
        </p>
      </div>
      {locked ? (
        <div className="flex flex-col gap-2">
          <p className="font-medium">{t('members.permissionsOf', { name })}</p>
          <ul className="list-disc pl-5 text-sm">
            {member.PERMISSIONS.map((permission) => (
              <li key={permission}>{t(`permissions.${permissionKey(permission)}`)}</li>
            ))}
          </ul>
          <p className="text-sm text-muted">{t(isMe ? 'members.ownerNoteSelf' : 'members.ownerNote')}</p>
        </div>
      ) : (
        <ApiForm form={form} submit={t('members.save')} submitting={t('members.saving')}>
          <RolePicker
            id={form.field('permissions').id}
            legend={t('members.permissionsOf', { name })}
            hint={kept.length > 0 ? t('members.notHeldHint') : undefined}
            value={chosen}
            onChange={setChosen}
            held={PERMISSIONS.filter(can)}
            stored={member.PERMISSIONS}
            error={form.field('permissions').error}
          />
        </ApiForm>
      )}
      {(!locked || onTransfer) && (
        <div className="flex flex-col items-start gap-2 border-t border-slate-200 pt-4">
          {onTransfer && (
            <Button variant="secondary" size="sm" onClick={onTransfer}>
              {t('members.transfer')}
            </Button>
          )}
          {!locked && (
            <>
              <Button variant="danger" size="sm" disabled={!removable} aria-describedby={removable ? undefined : `remove-${member.ID}-why`} onClick={onRemove}>
                {t('members.remove')}
              </Button>
              {!removable && (
                <p id={`remove-${member.ID}-why`} className="text-sm text-muted">
                  {t('members.cannotRemove')}
                </p>
              )}
            </>
          )}
        </div>
      )}
    </li>
  );
}
