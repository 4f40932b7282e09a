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
 * The site header (issue 20): it stays at the top while the page scrolls (position: sticky) and
 * is one row on a phone — the clinic's mark (32 px), its name (up to two lines, never cut), the
 * account and the menu button (44 px); the menu opens under that row with the languages at its top. From 768 px the
 * languages are in the row; from 1024 px the menu is a row of its own, except in the
 * three-column layout, whose menu is its first column (`menuInColumn`).
 * `.site-header` in globals.css places the parts.
 */
export async function SiteHeader({ site, menuInColumn }: { site: Site; menuInColumn: boolean }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'SiteHeader' });
  const name = pickLocalized(site.company.name, site.locale);
  const logoAlt = t('logoAlt', { company: name });
  // Only a clinic with a logo shows a mark: a favicon alone is the browser tab's, not the header's.
  const phoneMark = site.company.logo ? (site.company.faviconLink ?? site.company.logo) : null;
  return (
    <header className="site-top sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="site-header mx-auto max-w-7xl gap-x-1.5 px-3 py-2 sm:gap-x-3 sm:px-4 lg:py-3">
        <a href={site.homeLink} className="flex min-h-10 min-w-0 items-center gap-1.5 [grid-area:brand] sm:gap-2 md:gap-3" data-site-brand>
          {phoneMark && (
            // On a phone the clinic's mark, 32 px square: its favicon (the logo's mark), else the logo fitted
            // into the square. A wide logo at full height would leave the name too little of a 360 px row.
            // eslint-disable-next-line @next/next/no-img-element -- a small SVG mark; next/image adds nothing here
            <img src={phoneMark} alt={logoAlt} width={32} height={32} className="size-8 shrink-0 object-contain sm:hidden" data-site-logo="phone" />
          )}
          {site.company.logo && (
            // From 640 px the whole logo, 40 px high (48 px from 768 px).
            // eslint-disable-next-line @next/next/no-img-element -- a small SVG logo; next/image adds nothing here
            <img src={site.company.logo} alt={logoAlt} width={180} height={48} className="hidden h-10 w-auto shrink-0 sm:block md:h-12" data-site-logo="wide" />
          )}
          <span className="line-clamp-2 min-w-0 text-sm leading-snug font-semibold break-words text-brand-800 sm:text-base md:text-lg" data-site-name>
            {name}
          </span>
        </a>
        {/* From 768 px the languages are a row of the header; on a phone they open with the menu. */}
        <div className="hidden [grid-area:lang] md:block">
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
        <MobileNav label={t('openMenu')} hideWide={menuInColumn}>
          {site.locales.length > 1 && (
            <div className="mb-2 border-b border-slate-200 px-1 pb-2 md:hidden" data-drawer-languages>
              <LanguageSwitcher context={site.links} locales={site.locales} label={t('language')} />
            </div>
          )}
          <SiteNav menu={site.menu} label={t('navigation')} drawer />
        </MobileNav>
      </div>
    </header>
  );
}
