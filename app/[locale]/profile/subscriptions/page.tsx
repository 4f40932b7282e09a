import { profileBrandOfRequest } from '@/components/profile/profile-brand';
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
  // Where a patient subscribes: the clinic's news page, or on the platform its home with the clinics (issue 28).
  const brand = await profileBrandOfRequest(locale, MESSAGES[locale].Platform.title);
  const subscribeAt = brand.newsHref ? { href: brand.newsHref, text: MESSAGES[locale].ProfileSubscriptions.newsLink } : { href: brand.homeHref, text: MESSAGES[locale].ProfileSubscriptions.homeLink };
  return <SubscriptionsView config={{ apiAuth: apiAuth(), locale }} texts={MESSAGES[locale].ProfileSubscriptions} subscribeAt={subscribeAt} />;
}
