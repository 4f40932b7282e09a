import { AccountButton } from '@/components/auth/account-button';
import { MESSAGES } from '@/lib/i18n/message-files';
import type { Locale } from '@/lib/i18n/locales';
import type { ProfileBrand } from './profile-brand';
import { profileHref } from './profile-sections';

/** The account area's header: whose site it belongs to (a link back there), its title, the account button. */
export function ProfileHeader({ locale, brand }: { locale: Locale; brand: ProfileBrand }) {
  const messages = MESSAGES[locale];
  const backTo = messages.ProfileNav.backTo.replace('{name}', brand.name);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <a href={brand.homeHref} className="flex min-w-0 flex-1 items-center gap-2 text-brand-800" aria-label={backTo}>
          <span aria-hidden="true" className="text-xl leading-none">
            ←
          </span>
          {brand.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small SVG logo; next/image adds nothing here
            <img src={brand.logo} alt="" width={120} height={32} className="h-8 w-auto shrink-0" />
          ) : null}
          <span className="line-clamp-2 min-w-0 text-sm font-semibold leading-tight sm:text-base">{brand.name}</span>
        </a>
        <AccountButton texts={messages.Auth} profile={{ href: profileHref(locale), label: messages.ProfileNav.openProfile }} reloadOnSignOut />
      </div>
    </header>
  );
}
