import type { ReactNode } from 'react';
import { AccountFrame } from '@/components/profile/account-frame';
import { ProfileData } from '@/components/profile/profile-data';
import { accountAreaRequest } from '@/components/profile/profile-user';
import { joinLinkOf } from '@/components/pro/join/join-link';
import { proHome, proPathOf } from '@/components/pro/pro-sections';
import { clientNamespaces } from '@/lib/i18n/message-files';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { PROFILE_PATH_HEADER, visiblePathOnly } from '@/lib/proxy/resolve';
import { signInFromProfile } from '../profile/actions';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export const generateMetadata = privatePageMetadata((messages) => messages.BusinessShell.title);

/**
 * The business area (SPEC 2.6 pro layout) and its pro-protect (SPEC 2.7, 6): rendered per
 * request for the signed-in user only. A signed-out visitor gets the sign-in page (the sign-in
 * modal over it with JavaScript, a plain form without) and then the page asked for, same address.
 * The area lives on the platform's host; a clinic's own domain has none (docs/decisions.md).
 */
export default async function ProLayout({ children, params }: Props) {
  const { locale, messages, user, headerStore } = await accountAreaRequest(params);
  // An invitation keeps its query (/pro/join?company=&cabinet=[&code=], ?invite=); any other page returns without its own.
  const visible = headerStore.get(PROFILE_PATH_HEADER);
  const returnTo = proPathOf(visible) ?? joinLinkOf(visible) ?? proPathOf(visiblePathOnly(visible)) ?? proHome(locale);
  const brand = { name: messages.Platform.title, homeHref: proHome(locale), logo: null, clinic: false, newsHref: null };

  return (
    <AccountFrame
      locale={locale}
      brand={brand}
      messages={clientNamespaces(locale, ['Business'], ['Auth', 'Ui', 'FormErrors', 'Common', 'Weekdays', 'Imports'])}
      signedInName={user ? user.FULL_NAME || user.EMAIL || '' : null}
      // The staff's entrance: the sign-in page's form and its dialog speak to clinic staff.
      audience="staff"
      signIn={user ? null : { ...messages.BusinessShell.signIn, returnTo, action: signInFromProfile }}
    >
      {user && <ProfileData user={user}>{children}</ProfileData>}
    </AccountFrame>
  );
}
