import { Contacts } from '@/components/profile/contacts';

/** The account area: E-mail and phone. */
export default function ProfileContactsPage() {
  return <Contacts />;
}
