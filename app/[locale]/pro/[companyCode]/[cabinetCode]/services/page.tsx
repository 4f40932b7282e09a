import { ServicesPage } from '@/components/pro/services/services-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessServices.title);

/** The business area: services the clinic asks the platform for (company.edit). */
export default function ProServicesPage() {
  return <ServicesPage />;
}
