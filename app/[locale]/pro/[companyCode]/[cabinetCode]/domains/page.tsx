import { DomainsPage } from '@/components/pro/domains/domains-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessDomains.title);

/** The business area: the clinic's own domains (company.edit). */
export default function ProDomainsPage() {
  return <DomainsPage />;
}
