import { SubscriptionsView } from '@/components/profile/subscriptions-view';
import { apiAuth } from '@/lib/http/config';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

type Props = { params: Promise<{ locale: string }> };

const toLocale = (value: string): Locale => (isLocale(value) ? value : 'ru');

export const generateMetadata = privatePageMetadata((messages) => messages.ProfileSubscriptions.title);

/** A profile section (the profile layout gives the frame and asks a signed-out visitor to sign in); the data loads in the browser. */
export default async function Page({ params }: Props) {
  const locale = toLocale((await params).locale);
  return <SubscriptionsView config={{ apiAuth: apiAuth(), locale }} texts={MESSAGES[locale].ProfileSubscriptions} />;
}
