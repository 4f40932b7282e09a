import type { Metadata } from 'next';
import { AppointmentsView } from '@/components/pro/inbox/appointments-view';
import { isLocale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const messages = MESSAGES[isLocale(locale) ? locale : 'ru'];
  return { title: messages.BusinessInbox.appointments.title, robots: { index: false, follow: false } };
}

/** A cabinet's appointment requests (appointments.read). The cabinet layout loads the business-area state; the list loads in the browser. */
export default function Page() {
  return <AppointmentsView />;
}
