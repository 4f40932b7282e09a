import type { Metadata } from 'next';
import { MembersPage } from '@/components/pro/members/members-page';
import { isLocale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: MESSAGES[isLocale(locale) ? locale : 'ru'].BusinessMembers.title };
}

/** The business area: staff, access codes and cabinets (members.manage). */
export default function ProMembersPage() {
  return <MembersPage />;
}
