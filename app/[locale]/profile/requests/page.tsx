import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { RequestsView } from '@/components/profile/requests-view';
import { getProfileUser } from '@/components/profile/profile-user';
import { listOwnRequests } from '@/lib/accounts/requests';
import { apiAuth } from '@/lib/http/config';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/message-files';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

type Props = { params: Promise<{ locale: string }> };

const toLocale = (value: string): Locale => (isLocale(value) ? value : 'ru');

export const generateMetadata = privatePageMetadata((messages) => messages.ProfileRequests.title);

/**
 * A profile section (the profile layout gives the frame and asks a signed-out visitor to sign in).
 * The signed-in patient's requests are read on the server, as GET …/user/requests answers them,
 * and put in the client's cache under the key the view reads: the list comes with the first HTML
 * (issue 20) and refreshes as usual.
 */
export default async function Page({ params }: Props) {
  const locale = toLocale((await params).locale);
  const user = await getProfileUser();
  const queryClient = new QueryClient();
  // The wire's JSON (dates as strings), exactly what the API sends.
  if (user) queryClient.setQueryData(['profile', 'requests'], JSON.parse(JSON.stringify(await listOwnRequests(user.ID, locale))));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <RequestsView config={{ apiAuth: apiAuth(), locale }} texts={MESSAGES[locale].ProfileRequests} />
    </HydrationBoundary>
  );
}
