import { PersonalInfo } from '@/components/profile/personal-info';
import { ProfileData } from '@/components/profile/profile-data';
import { getProfileUser } from '@/components/profile/profile-user';

/** The account area's first section: personal information. */
export default async function PersonalInfoPage() {
  const user = await getProfileUser();
  if (!user) return null;
  return (
    <ProfileData user={user}>
      <PersonalInfo />
    </ProfileData>
  );
}
