import { Contacts } from '@/components/profile/contacts';
import { ProfileData } from '@/components/profile/profile-data';
import { getProfileUser } from '@/components/profile/profile-user';

/** The account area: E-mail and phone. */
export default async function ProfileContactsPage() {
  const user = await getProfileUser();
  if (!user) return null;
  return (
    <ProfileData user={user}>
      <Contacts />
    </ProfileData>
  );
}
