import { ContactsPage } from '@/components/pro/site-content/contacts-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessContacts.title);

/** The business area: contacts and opening hours (company.edit). */
export default function ProContactsPage() {
  return <ContactsPage />;
}
