import { MembersPage } from '@/components/pro/members/members-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessMembers.title);

/** The business area: staff, access codes and cabinets (members.manage). */
export default function ProMembersPage() {
  return <MembersPage />;
}
