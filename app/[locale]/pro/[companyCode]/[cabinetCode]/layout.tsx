import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { cabinetAddress } from '@/components/pro/cabinet-address';
import { cabinetShellState } from './shell-data';
import { proCountsKey } from '@/components/pro/pro-counts-key';
import { ProShell } from '@/components/pro/pro-shell';
import { proHref, proSegmentOf } from '@/components/pro/pro-sections';
import { loadOpenCounts } from '@/lib/business/inbox/dashboard';
import { PROFILE_PATH_HEADER, visiblePathOnly } from '@/lib/proxy/resolve';

type Props = { children: ReactNode; params: Promise<{ locale: string; companyCode: string; cabinetCode: string }> };

/**
 * A cabinet of the business area: /pro/{COMPANY_CODE}/{COMPANY_CABINET_CODE}/… (SPEC 3).
 * Rendered on the server with the business-area state and the navigation's counts, so the
 * shell comes with the first HTML and the browser loads nothing for it on opening. SPEC 4: a
 * cabinet code the user has none of opens the first cabinet, the address following (a redirect).
 */
export default async function CabinetLayout({ children, params }: Props) {
  const address = cabinetAddress(await params);
  if (!address) notFound();
  const { locale, companyCode, cabinetCode } = address;
  const shell = await cabinetShellState(locale, companyCode, cabinetCode);
  // Signed out: the pro layout shows its sign-in instead of the area.
  if (!shell) return null;
  if (!shell.notMember && shell.cabinetCode !== cabinetCode) {
    const segment = proSegmentOf(visiblePathOnly((await headers()).get(PROFILE_PATH_HEADER))) ?? '';
    redirect(proHref(locale, companyCode, shell.cabinetCode, segment));
  }
  const queryClient = new QueryClient();
  if (!shell.notMember) queryClient.setQueryData(proCountsKey(companyCode, cabinetCode), await loadOpenCounts(shell.member));
  const seed = {
    seedId: crypto.randomUUID(),
    accounts: shell.accounts,
    member: shell.notMember ? null : { cabinets: shell.cabinets, company: shell.company, permissions: shell.permissions },
  };
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ProShell locale={locale} companyCode={companyCode} cabinetCode={cabinetCode} seed={seed}>
        {children}
      </ProShell>
    </HydrationBoundary>
  );
}
