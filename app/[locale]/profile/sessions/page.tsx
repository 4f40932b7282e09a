import { Sessions } from '@/components/profile/sessions';
import { ProfileData } from '@/components/profile/profile-data';
import { getProfileUser } from '@/components/profile/profile-user';

/** The account area: Devices signed in. */
export default async function ProfileSessionsPage() {
  const user = await getProfileUser();
  if (!user) return null;
  return (
    <ProfileData user={user}>
      <Sessions />
    </ProfileData>
  );
}
