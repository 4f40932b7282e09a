import { AccountButton } from '@/components/auth/account-button';
import type { SignInAudience } from '@/components/auth/sign-in-modal';
import { MESSAGES } from '@/lib/i18n/message-files';
import type { Locale } from '@/lib/i18n/locales';
import type { ProfileBrand } from './profile-brand';
import { profileHref } from './profile-sections';

type Props = {
  locale: Locale;
  brand: ProfileBrand;
  /** The signed-in user's name as the server read it: the header shows it in the first HTML. */
  signedInName?: string;
  /** The page is the sign-in page: its own form is the one way in, the header offers no second. */
  signInPage: boolean;
  audience: SignInAudience;
};

/** The account area's header: whose site it belongs to (a link back there), its title, the account button. */
export function ProfileHeader({ locale, brand, signedInName, signInPage, audience }: Props) {
  const messages = MESSAGES[locale];
  const backTo = messages.ProfileNav.backTo.replace('{name}', brand.name);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <a href={brand.homeHref} className="flex min-w-0 flex-1 items-center gap-2 text-brand-800" aria-label={backTo} data-testid="profile-back-link">
          <span aria-hidden="true" className="text-xl leading-none">
            ←
          </span>
          {brand.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small SVG logo; next/image adds nothing here
            <img src={brand.logo} alt="" width={120} height={32} className="hidden h-8 w-auto shrink-0 sm:block" />
          ) : null}
          <span className="flex min-w-0 flex-col">
            <span className="line-clamp-2 min-w-0 text-sm font-semibold leading-tight sm:text-base" data-testid="profile-brand-name">
              {brand.name}
            </span>
            {/* Whose account this is: the patient's own, in the clinic's colours. On a phone the name needs the room: no logo, no note (as the site header from 640 px). */}
            {brand.clinic && <span className="hidden text-xs leading-tight text-muted sm:block">{messages.ProfileClinic.accountNote}</span>}
          </span>
        </a>
        <AccountButton
          texts={messages.Auth}
          profile={{ href: profileHref(locale), label: messages.ProfileNav.openProfile }}
          reloadOnSignOut
          signedInName={signedInName}
          signInPage={signInPage}
          audience={audience}
        />
      </div>
    </header>
  );
}
