import { DashboardView } from '@/components/pro/dashboard/dashboard-view';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessDashboard.title);

/** A cabinet's overview (any member): the cabinet layout loads the business-area state, the figures load in the browser. */
export default function DashboardPage() {
  return <DashboardView />;
}
