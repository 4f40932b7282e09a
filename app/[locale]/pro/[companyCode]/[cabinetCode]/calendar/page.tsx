import { CalendarPage } from '@/components/pro/calendar/calendar-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessCalendar.title);

/** The business area: the clinic's calendar of visits (appointments.read). */
export default function ProCalendarPage() {
  return <CalendarPage />;
}
