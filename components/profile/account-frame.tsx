import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { Toasts } from '@/components/client/toasts';
import { ApiConfigProvider } from '@/lib/api-client/api-config';
import { apiAuth } from '@/lib/http/config';
import { MESSAGES } from '@/lib/i18n/message-files';
import type { Locale } from '@/lib/i18n/locales';
import type { SignInAudience } from '@/components/auth/sign-in-modal';
import type { ProfileBrand } from './profile-brand';
import { ProfileHeader } from './profile-header';
import { ProfileSignInForm, type ProfileSignInState } from './profile-sign-in-form';
import { SignInPrompt } from './sign-in-prompt';

type SignInPage = {
  title: string;
  text: string;
  returnTo: string;
  action: (previous: ProfileSignInState, form: FormData) => Promise<ProfileSignInState>;
};

type Props = {
  locale: Locale;
  brand: ProfileBrand;
  /** The client-side texts of the area (clientNamespaces). */
  messages: Record<string, unknown>;
  /** For a signed-out visitor: the sign-in page shown instead of the area. */
  signIn: SignInPage | null;
  /** The signed-in user's name as the server read it (null signed out): the header shows it at once. */
  signedInName: string | null;
  /** Whose entrance the area is: the header's sign-in dialog says so. */
  audience: SignInAudience;
  children: ReactNode;
};

/**
 * The frame of the areas behind a sign-in (the patient's account, the business area): the API
 * client's configuration, the area's texts, a skip link, the header, toasts, and for a signed-out
 * visitor the sign-in page. One sign-in form at a time (docs/decisions.md, "Sign-in modal"): with
 * JavaScript the sign-in modal opens over the page by itself (SPEC 2.9), the page keeping a short
 * text and a button to open it again; without, the page's plain form (a server action) inside
 * noscript. The header offers no second «Войти» there.
 */
export function AccountFrame({ locale, brand, messages, signIn, signedInName, audience, children }: Props) {
  return (
    <ApiConfigProvider config={{ apiAuth: apiAuth(), locale }}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Almaty">
        {/* As on the public site: past the header (and the business area's switchers and sections) to the page. */}
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          {MESSAGES[locale].Common.skipToContent}
        </a>
        <ProfileHeader locale={locale} brand={brand} signedInName={signedInName ?? undefined} signInPage={signIn !== null} audience={audience} />
        {signIn ? (
          <main id="main" className="mx-auto flex max-w-md flex-col gap-4 px-4 py-8">
            <h1 className="text-2xl font-bold">{signIn.title}</h1>
            <p className="text-muted">{signIn.text}</p>
            <SignInPrompt label={MESSAGES[locale].Auth.signIn} />
            <noscript>
              <ProfileSignInForm action={signIn.action} locale={locale} returnTo={signIn.returnTo} texts={MESSAGES[locale].ProfileNav.signIn} testId={`sign-in-page-${audience}`} />
            </noscript>
          </main>
        ) : (
          children
        )}
        <Toasts labels={MESSAGES[locale].Ui} />
      </NextIntlClientProvider>
    </ApiConfigProvider>
  );
}
