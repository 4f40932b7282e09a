import { AppointmentsView } from '@/components/pro/inbox/appointments-view';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessInbox.appointments.title);

/** A cabinet's appointment requests (appointments.read). The cabinet layout loads the business-area state; the list loads in the browser. */
export default function Page() {
  return <AppointmentsView />;
}
