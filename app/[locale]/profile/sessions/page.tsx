import { Sessions } from '@/components/profile/sessions';

/** The account area: Devices signed in. */
export default function ProfileSessionsPage() {
  return <Sessions />;
}
