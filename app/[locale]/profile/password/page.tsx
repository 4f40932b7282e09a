import { PasswordChange } from '@/components/profile/password-change';
import { ProfileData } from '@/components/profile/profile-data';
import { getProfileUser } from '@/components/profile/profile-user';

/** The account area: The password. */
export default async function ProfilePasswordChangePage() {
  const user = await getProfileUser();
  if (!user) return null;
  return (
    <ProfileData user={user}>
      <PasswordChange />
    </ProfileData>
  );
}
