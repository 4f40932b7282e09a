import { DoctorsPage } from '@/components/pro/doctors/doctors-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessDoctors.title);

/** The business area: the doctors editor (specialists.edit). */
export default function ProDoctorsPage() {
  return <DoctorsPage />;
}
