import { getTranslations } from 'next-intl/server';
import { AccountButton } from '@/components/auth/account-button';
import { profileHref } from '@/components/profile/profile-sections';
import { MESSAGES } from '@/lib/i18n/message-files';
import { pickLocalized } from '@/lib/i18n/localized';
import { profileLinkFromSite } from '@/lib/tenants/profile-site';
import type { Site } from '@/lib/site/load-site';
import { LanguageSwitcher } from './language-switcher';
import { MobileNav } from './mobile-nav';
import { SiteNav } from './site-nav';

/**
 * The site header. On a phone it stays small: the name and the account button on one row,
 * the languages under them (and the menu button in the layouts with the menu here); from
 * 768 px one row, as `.site-header` in globals.css places them.
 */
export async function SiteHeader({ site, showNav }: { site: Site; showNav: boolean }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'SiteHeader' });
  const name = pickLocalized(site.company.name, site.locale);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="site-header mx-auto max-w-7xl gap-x-3 gap-y-1 px-4 py-2 md:py-3">
        <a href={site.homeLink} className="flex min-w-0 items-center gap-2 [grid-area:brand] md:gap-3">
          {site.company.logo && (
            // eslint-disable-next-line @next/next/no-img-element -- a small SVG logo; next/image adds nothing here
            <img src={site.company.logo} alt={t('logoAlt', { company: name })} width={180} height={48} className="h-9 w-auto shrink-0 md:h-12" />
          )}
          <span className="line-clamp-2 min-w-0 text-sm font-semibold leading-tight text-brand-800 sm:text-base md:text-lg">{name}</span>
        </a>
        <div className="[grid-area:lang] empty:hidden">
          <LanguageSwitcher context={site.links} locales={site.locales} label={t('language')} />
        </div>
        <div className="justify-self-end [grid-area:account]">
          <AccountButton
            texts={MESSAGES[site.locale].Auth}
            // On the platform host the account area learns whose site it was reached from (?site=).
            profile={{
              href: site.links.isExternalHost ? profileHref(site.locale) : profileLinkFromSite(profileHref(site.locale), site.company.slug),
              label: MESSAGES[site.locale].ProfileNav.openProfile,
            }}
          />
        </div>
        {showNav && (
          <div className="[grid-area:nav] lg:-mx-2">
            <MobileNav label={t('openMenu')}>
              <SiteNav menu={site.menu} label={t('navigation')} />
            </MobileNav>
          </div>
        )}
      </div>
    </header>
  );
}
