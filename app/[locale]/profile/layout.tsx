import type { ReactNode } from 'react';
import { profileBrandOfRequest } from '@/components/profile/profile-brand';
import { ProfileNav } from '@/components/profile/profile-nav';
import { profileReturnPath, profileSegmentOf } from '@/components/profile/profile-sections';
import { AccountFrame } from '@/components/profile/account-frame';
import { ProfileData } from '@/components/profile/profile-data';
import { accountAreaRequest } from '@/components/profile/profile-user';
import { SignedInSync } from '@/components/profile/signed-in-sync';
import { clientNamespaces } from '@/lib/i18n/message-files';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { PROFILE_PATH_HEADER, visiblePathOnly } from '@/lib/proxy/resolve';
import { signInFromProfile } from './actions';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export const generateMetadata = privatePageMetadata((messages) => messages.ProfileNav.title);

/**
 * The patient's account area and its profile-auth (SPEC 2.7, 6). Rendered per request for the
 * signed-in visitor only (so never cached: Next sends Cache-Control private, no-store). A
 * signed-out visitor gets the sign-in page instead of the section: with JavaScript the sign-in
 * modal over it at the same address, without a plain form; either opens the section asked for.
 * Pages below still render on the server for a signed-out visitor, unseen: they must not
 * assume a user (the API checks every call itself).
 */
export default async function ProfileLayout({ children, params }: Props) {
  const { locale, messages, user, headerStore } = await accountAreaRequest(params);
  const visible = headerStore.get(PROFILE_PATH_HEADER);
  const brand = await profileBrandOfRequest(locale, messages.Platform.title);
  const visiblePath = visiblePathOnly(visible);
  const returnTo = profileReturnPath(locale, visiblePath);
  const nav = messages.ProfileNav;

  return (
    <AccountFrame
      locale={locale}
      brand={brand}
      messages={clientNamespaces(locale, ['Profile'], ['SignUp', 'Restore', 'AccountErrors', 'Auth', 'Ui'])}
      signedInName={user ? user.FULL_NAME || user.EMAIL || '' : null}
      audience="patient"
      signIn={user ? null : { title: nav.signIn.title, text: nav.signIn.text, returnTo, action: signInFromProfile }}
    >
      {user && (
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 md:flex-row md:gap-8 md:py-8">
          <ProfileNav locale={locale} active={profileSegmentOf(visiblePath)} label={nav.navigation} labels={nav.sections} />
          <main id="main" className="min-w-0 flex-1">
            {/* React Query and the API client for every section, the current user seeded from this render. */}
            <ProfileData user={user}>{children}</ProfileData>
          </main>
          <SignedInSync />
        </div>
      )}
    </AccountFrame>
  );
}
