'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useCurrentUser } from '@/components/auth/use-current-user';
import { useConfirmStep } from '@/components/pro/use-confirm-step';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { ConfirmDialog } from '../confirm-dialog';
import { MemberRow } from './member-row';
import { memberName, membersKeys, membersPaths, type CabinetMember, type ManagedCabinet, type Where } from './members-api';
import { refreshOwnAccess } from './refresh-own-access';

/** The members of the managed cabinet: who joined and when, their permissions (edit, save), remove. */
export function MembersList({ where, managed }: { where: Where; managed: ManagedCabinet }) {
  const t = useTranslations('BusinessMembers');
  const client = useApiClient();
  const cabinet = managed.COMPANY_CABINET_CODE;
  const members = useQuery({
    queryKey: membersKeys.members(where, cabinet),
    queryFn: async ({ signal }) => (await client.get<{ data: CabinetMember[] }>(membersPaths.members(where), { signal, query: { cabinet } })).data,
  });
  // Where the focus goes when the member whose Remove button had it is gone.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const me = useCurrentUser().data;
  // The owner hands the company over from the main cabinet's list (the new owner must be a member there).
  const canTransfer = cabinet === 0 && members.data?.some((member) => member.IS_OWNER && member.USER.ID === me?.ID) === true;
  const remove = useConfirmStep<CabinetMember>({
    run: (member) => client.delete(membersPaths.member(where, member.ID)),
    queryKey: membersKeys.all(where),
    toast: (member) => t('members.removedToast', { name: memberName(member) }),
    succeeded: (member) => {
      if (me?.ID === member.USER.ID) void refreshOwnAccess(client, where, cabinet, true);
    },
    closed: () => headingRef.current?.focus(),
  });
  // The owner hands the company to a member of the main cabinet, after a confirm.
  const transfer = useConfirmStep<CabinetMember>({
    run: (member) => client.post(membersPaths.owner(where, member.ID)),
    queryKey: membersKeys.all(where),
    toast: (member) => t('members.transferredToast', { name: memberName(member) }),
    // The new owner's row has no Transfer button any more: its name (with the owner badge) takes the focus.
    closed: (member) => listRef.current?.querySelector<HTMLElement>(`[data-member-name="${member.ID}"]`)?.focus(),
  });
  const removing = remove.asked ? memberName(remove.asked) : '';
  const transferring = transfer.asked ? memberName(transfer.asked) : '';

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
              onRemove={() => remove.ask(member)}
              onTransfer={canTransfer && !member.IS_OWNER ? () => transfer.ask(member) : undefined}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog {...remove.dialog} title={t('members.removeTitle', { name: removing })} text={t('members.removeText')} confirm={t('members.removeConfirm')} />
      <ConfirmDialog {...transfer.dialog} title={t('members.transferTitle', { name: transferring })} text={t('members.transferText')} confirm={t('members.transferConfirm')} />
    </section>
  );
}
