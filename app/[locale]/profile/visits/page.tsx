import { getProfileUser } from '@/components/profile/profile-user';
import { VisitsView } from '@/components/profile/visits-view';
import { listOwnVisits } from '@/lib/accounts/visits';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { cancelVisitFromProfile } from './actions';

type Props = { params: Promise<{ locale: string }> };

const toLocale = (value: string): Locale => (isLocale(value) ? value : 'ru');

export const generateMetadata = privatePageMetadata((messages) => messages.ProfileVisits.title);

/**
 * A profile section (the layout gives the frame and asks a signed-out visitor to sign in): the
 * signed-in patient's visits, read and written out on the server (each in its clinic's zone), so
 * they come with the first HTML; a cancel re-renders the page.
 */
export default async function Page({ params }: Props) {
  const locale = toLocale((await params).locale);
  const user = await getProfileUser();
  if (!user) return null;
  const now = new Date();
  const { upcoming, past } = await listOwnVisits(user.ID, locale, now);
  return <VisitsView locale={locale} now={now.toISOString()} upcoming={upcoming} past={past} texts={MESSAGES[locale].ProfileVisits} bookingTexts={MESSAGES[locale].Booking} cancelAction={cancelVisitFromProfile} />;
}
