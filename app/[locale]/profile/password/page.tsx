import { PasswordChange } from '@/components/profile/password-change';

/** The account area: The password. */
export default function ProfilePasswordChangePage() {
  return <PasswordChange />;
}
