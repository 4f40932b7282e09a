import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { cabinetAddress } from '@/components/pro/cabinet-address';
import { cabinetShellState } from './shell-data';
import { DashboardView } from '@/components/pro/dashboard/dashboard-view';
import { dashboardQueryKey } from '@/components/pro/pro-counts-key';
import { dashboardToWire, loadDashboard } from '@/lib/business/inbox/dashboard';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { proSiteHref } from '@/lib/seo/urls';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessDashboard.title);

type Props = { params: Promise<{ locale: string; companyCode: string; cabinetCode: string }> };

/**
 * A cabinet's overview (any member). Its figures are read on the server for the member of this
 * cabinet (the layout's membership check, shared per request) and put in the client's cache
 * under the key the view reads, so they come with the first HTML and refresh as usual.
 */
export default async function DashboardPage({ params }: Props) {
  const address = cabinetAddress(await params);
  if (!address) notFound();
  const { locale, companyCode, cabinetCode } = address;
  const shell = await cabinetShellState(locale, companyCode, cabinetCode);
  // Signed out, not a member or another cabinet's address: the layout answers (sign-in, message, redirect).
  if (!shell || shell.notMember || shell.cabinetCode !== cabinetCode) return null;
  const queryClient = new QueryClient();
  queryClient.setQueryData(dashboardQueryKey(companyCode, cabinetCode), dashboardToWire(await loadDashboard(shell.member)));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <DashboardView siteHref={proSiteHref(shell.company, locale)} />
    </HydrationBoundary>
  );
}
