import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { Toasts } from '@/components/client/toasts';
import { ApiConfigProvider } from '@/lib/api-client/api-config';
import { apiAuth } from '@/lib/http/config';
import { MESSAGES } from '@/lib/i18n/message-files';
import type { Locale } from '@/lib/i18n/locales';
import type { ProfileBrand } from './profile-brand';
import { ProfileHeader } from './profile-header';
import { ProfileSignInForm, type ProfileSignInState } from './profile-sign-in-form';

type SignInPage = {
  title: string;
  text: string;
  returnTo: string;
  action: (previous: ProfileSignInState, form: FormData) => Promise<ProfileSignInState>;
  /** The client part that opens the sign-in dialog over the page and returns after it. */
  dialog: ReactNode;
};

type Props = {
  locale: Locale;
  brand: ProfileBrand;
  /** The client-side texts of the area (clientNamespaces). */
  messages: Record<string, unknown>;
  /** For a signed-out visitor: the sign-in page shown instead of the area. */
  signIn: SignInPage | null;
  children: ReactNode;
};

/**
 * The frame of the areas behind a sign-in (the patient's account, the business area): the API
 * client's configuration, the area's texts, a skip link, the header, toasts, and for a signed-out visitor the
 * sign-in page: a plain form that works without JavaScript, and with it the sign-in dialog.
 */
export function AccountFrame({ locale, brand, messages, signIn, children }: Props) {
  return (
    <ApiConfigProvider config={{ apiAuth: apiAuth(), locale }}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Almaty">
        {/* As on the public site: past the header (and the business area's switchers and sections) to the page. */}
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          {MESSAGES[locale].Common.skipToContent}
        </a>
        <ProfileHeader locale={locale} brand={brand} />
        {signIn ? (
          <main id="main" className="mx-auto flex max-w-md flex-col gap-4 px-4 py-8">
            <h1 className="text-2xl font-bold">{signIn.title}</h1>
            <p className="text-muted">{signIn.text}</p>
            <ProfileSignInForm action={signIn.action} locale={locale} returnTo={signIn.returnTo} texts={MESSAGES[locale].ProfileNav.signIn} />
            {signIn.dialog}
          </main>
        ) : (
          children
        )}
        <Toasts labels={MESSAGES[locale].Ui} />
      </NextIntlClientProvider>
    </ApiConfigProvider>
  );
}
