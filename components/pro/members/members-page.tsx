'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ProPage } from '@/components/pro/pro-page';
import { RequirePermission } from '@/components/pro/require-permission';
import { useProCabinet } from '@/components/pro/use-pro-cabinet';
import { useApiClient } from '@/lib/api-client/use-api-client';
import { AccessCodes } from './access-codes';
import { Invitations } from './invitations';
import { Cabinets } from './cabinets';
import { membersKeys, membersPaths, type ManagedCabinet } from './members-api';
import { MembersList } from './members-list';
import { loadTexts, QueryStatus } from '@/components/ui/query-status';

/** The staff page (segment 'members', members.manage): invitations by e-mail, access codes, members and cabinets. */
export function MembersPage() {
  return (
    <RequirePermission permission="members.manage">
      <StaffArea />
    </RequirePermission>
  );
}

const SELECT = 'min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 sm:w-auto';

/**
 * A manager of the main cabinet manages every cabinet of the company (the server's `cabinet`
 * parameter); the one shown is in the address (?cabinet=2), the path's own by default.
 */
function StaffArea() {
  const t = useTranslations('BusinessMembers');
  const client = useApiClient();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const pickerId = useId();
  const { companyCode, cabinetCode } = useProCabinet();
  const where = { companyCode, cabinetCode };
  const cabinets = useQuery({
    queryKey: membersKeys.cabinets(where),
    queryFn: async ({ signal }) => (await client.get<{ data: ManagedCabinet[] }>(membersPaths.cabinets(where), { signal })).data,
  });

  const asked = Number(search.get('cabinet') ?? cabinetCode);
  const list = cabinets.data ?? [];
  const managed = list.find((c) => c.COMPANY_CABINET_CODE === asked) ?? list.find((c) => c.COMPANY_CABINET_CODE === cabinetCode) ?? list[0] ?? null;
  const manage = (code: number) => router.replace(code === cabinetCode ? pathname : `${pathname}?cabinet=${code}`, { scroll: false });

  return (
    <ProPage title={t('title')} intro={t('intro')}>
      <QueryStatus query={cabinets} texts={loadTexts(t)} />
      {managed && (
        <>
          {list.length > 1 && (
            <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4">
              <label htmlFor={pickerId} className="font-medium">
                {t('cabinetPicker.label')}
              </label>
              <select id={pickerId} className={SELECT} value={managed.COMPANY_CABINET_CODE} aria-describedby={`${pickerId}-hint`} onChange={(event) => manage(Number(event.target.value))}>
                {list.map((c) => (
                  <option key={c.COMPANY_CABINET_CODE} value={c.COMPANY_CABINET_CODE}>
                    {t('cabinetPicker.option', { name: c.NAME, code: c.COMPANY_CABINET_CODE })}
                  </option>
                ))}
              </select>
              <p id={`${pickerId}-hint`} className="text-sm text-muted">
                {t('cabinetPicker.hint')}
              </p>
            </div>
          )}
          <Invitations where={where} managed={managed} />
          <AccessCodes where={where} managed={managed} />
          <MembersList where={where} managed={managed} />
          <Cabinets where={where} cabinets={list} managed={managed.COMPANY_CABINET_CODE} onManage={manage} />
        </>
      )}
    </ProPage>
  );
}
