import { SchedulePage } from '@/components/pro/schedule/schedule-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessSchedule.title);

/** The business area: the doctors' schedules (schedule.edit). */
export default function ProSchedulePage() {
  return <SchedulePage />;
}
