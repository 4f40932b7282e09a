import type { Metadata } from 'next';
import { DashboardView } from '@/components/pro/dashboard/dashboard-view';
import { MESSAGES } from '@/lib/i18n/message-files';
import { isLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: MESSAGES[isLocale(locale) ? locale : 'ru'].BusinessDashboard.title, robots: { index: false, follow: false } };
}

/** A cabinet's overview (any member): the cabinet layout loads the business-area state, the figures load in the browser. */
export default function DashboardPage() {
  return <DashboardView />;
}
