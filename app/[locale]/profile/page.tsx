import { PersonalInfo } from '@/components/profile/personal-info';

/** The account area's first section: personal information. */
export default function PersonalInfoPage() {
  return <PersonalInfo />;
}
