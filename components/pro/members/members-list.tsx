'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { ApiForm } from '@/components/forms/api-form';
import { failureText, lazyLoader, useApiForm } from '@/components/forms/use-api-form';
import { useBusinessErrorTexts } from '@/components/pro/business-error-texts';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';
import { Button } from '@/components/ui/button';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { PERMISSIONS, type Permission } from '@/lib/business/permission-names';
import { formatDate } from '@/lib/dates/format';
import type { Locale } from '@/lib/i18n/locales';
import { useBusinessStore } from '@/stores/business-store';
import { pushToast } from '@/stores/toast-store';
import { ConfirmDialog } from '../confirm-dialog';
import { membersKeys, membersPaths, permissionKey, type CabinetMember, type ManagedCabinet, type Where } from './members-api';
import { RolePicker } from './role-picker';
import { presetOf } from '@/lib/business/staff/role-presets';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useClinicZone } from '@/components/pro/use-clinic-zone';

const loadSchema = lazyLoader(() => import('./form-schemas').then((schemas) => schemas.memberPermissionsSchema));

/** The members of the managed cabinet: who joined and when, their permissions (edit, save), remove. */
export function MembersList({ where, managed }: { where: Where; managed: ManagedCabinet }) {
  const t = useTranslations('BusinessMembers');
  const client = useApiClient();
  const cabinet = managed.COMPANY_CABINET_CODE;
  const members = useQuery({
    queryKey: membersKeys.members(where, cabinet),
    queryFn: async ({ signal }) => (await client.get<{ data: CabinetMember[] }>(membersPaths.members(where), { signal, query: { cabinet } })).data,
  });
  const [removing, setRemoving] = useState<CabinetMember | null>(null);
  const [transferring, setTransferring] = useState<CabinetMember | null>(null);
  // Where the focus goes when the member whose Remove button had it is gone.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const me = useCurrentUser().data;
  // The owner hands the company over from the main cabinet's list (the new owner must be a member there).
  const canTransfer = cabinet === 0 && members.data?.some((member) => member.IS_OWNER && member.USER.ID === me?.ID) === true;

  return (
    <section aria-labelledby="members-title" className="flex flex-col gap-4">
      <div>
        <h2 id="members-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {t('members.title', { cabinet: managed.NAME })}
        </h2>
        <p className="mt-1 text-muted">{t('members.intro')}</p>
      </div>
      <QueryStatus query={members} texts={loadTexts(t)} />
      {members.data?.length === 0 && <p className="text-muted">{t('members.empty')}</p>}
      {members.data && members.data.length > 0 && (
        <ul ref={listRef} className="flex flex-col gap-4">
          {members.data.map((member) => (
            // A stable key: a save keeps the row (and the focus on its Save button); the boxes follow the server's list (MemberRow).
            <MemberRow
              key={member.ID}
              where={where}
              member={member}
              onRemove={() => setRemoving(member)}
              onTransfer={canTransfer && !member.IS_OWNER ? () => setTransferring(member) : undefined}
            />
          ))}
        </ul>
      )}
      <RemoveDialog where={where} cabinet={cabinet} member={removing} onClose={() => setRemoving(null)} onRemoved={() => headingRef.current?.focus()} />
      <TransferDialog
        where={where}
        member={transferring}
        onClose={() => setTransferring(null)}
        // The new owner's row has no Transfer button any more: its name (with the owner badge) takes the focus.
        onTransferred={(id) => listRef.current?.querySelector<HTMLElement>(`[data-member-name="${id}"]`)?.focus()}
      />
    </section>
  );
}

function MemberRow({ where, member, onRemove, onTransfer }: { where: Where; member: CabinetMember; onRemove: () => void; onTransfer?: () => void }) {
  const t = useTranslations('BusinessMembers');
  const locale = useLocale() as Locale;
  const zone = useClinicZone();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { can } = useProCabinet();
  const me = useCurrentUser().data;
  const errorTexts = useBusinessErrorTexts();
  const isMe = me?.ID === member.USER.ID;
  const name = member.USER.FULL_NAME || member.USER.EMAIL || `#${member.USER.ID}`;
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

function RemoveDialog({ where, cabinet, member, onClose, onRemoved }: { where: Where; cabinet: number; member: CabinetMember | null; onClose: () => void; onRemoved: () => void }) {
  const t = useTranslations('BusinessMembers');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const me = useCurrentUser().data;
  const errorTexts = useBusinessErrorTexts();
  const name = member ? member.USER.FULL_NAME || member.USER.EMAIL || `#${member.USER.ID}` : '';
  // Set once the list without the member is in: the dialog then closes, and the focus (whose button is gone) goes to the heading.
  const removed = useRef(false);
  const remove = useMutation({
    mutationFn: (target: CabinetMember) => client.delete(membersPaths.member(where, target.ID)),
    onSuccess: async (_result, target) => {
      pushToast({ message: t('members.removedToast', { name }), variant: 'success' });
      if (me?.ID === target.USER.ID) void refreshOwnAccess(client, where, cabinet, true);
      await queryClient.invalidateQueries({ queryKey: membersKeys.all(where) });
      removed.current = true;
    },
    onError: (error) => pushToast({ message: failureText(errorTexts, error), variant: 'error' }),
    onSettled: onClose,
  });
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('members.removeTitle', { name })}
      text={t('members.removeText')}
      confirm={t('members.removeConfirm')}
      busy={remove.isPending}
      onConfirm={() => member && remove.mutate(member)}
      onClosed={() => {
        if (!removed.current) return;
        removed.current = false;
        onRemoved();
      }}
    />
  );
}

/**
 * The owner hands the company to a member of the main cabinet, after a confirm. The list is read
 * again before the dialog closes; then the new owner's name takes the focus (its Transfer button is gone).
 */
function TransferDialog({ where, member, onClose, onTransferred }: { where: Where; member: CabinetMember | null; onClose: () => void; onTransferred: (id: number) => void }) {
  const t = useTranslations('BusinessMembers');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorTexts = useBusinessErrorTexts();
  const name = member ? member.USER.FULL_NAME || member.USER.EMAIL || `#${member.USER.ID}` : '';
  const transferred = useRef<number | null>(null);
  const transfer = useMutation({
    mutationFn: (target: CabinetMember) => client.post(membersPaths.owner(where, target.ID)),
    onSuccess: async (_result, target) => {
      pushToast({ message: t('members.transferredToast', { name }), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: membersKeys.all(where) });
      transferred.current = target.ID;
    },
    onError: (error) => pushToast({ message: failureText(errorTexts, error), variant: 'error' }),
    onSettled: onClose,
  });
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('members.transferTitle', { name })}
      text={t('members.transferText')}
      confirm={t('members.transferConfirm')}
      busy={transfer.isPending}
      onConfirm={() => member && transfer.mutate(member)}
      onClosed={() => {
        if (transferred.current === null) return;
        const id = transferred.current;
        transferred.current = null;
        onTransferred(id);
      }}
    />
  );
}

/**
 * After a change of one's own membership: new permissions in the cabinet of the address are
 * read again (the store's reloadPermissions); a removal, or a change in another cabinet, changes
 * the cabinet list too, so the whole state reloads in SPEC 4's order (a cabinet one has left
 * then opens the first one left).
 */
function refreshOwnAccess(client: ReturnType<typeof useApiClient>, where: Where, changedCabinet: number, removed = false) {
  const store = useBusinessStore.getState();
  return changedCabinet === where.cabinetCode && !removed ? store.reloadPermissions(client) : store.load(client, where);
}
