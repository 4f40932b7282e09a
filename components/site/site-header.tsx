import { getTranslations } from 'next-intl/server';
import { AccountButton } from '@/components/auth/account-button';
import { MESSAGES } from '@/lib/i18n/message-files';
import { pickLocalized } from '@/lib/i18n/localized';
import type { Site } from '@/lib/site/load-site';
import { LanguageSwitcher } from './language-switcher';
import { MobileNav } from './mobile-nav';
import { SiteNav } from './site-nav';

export async function SiteHeader({ site, showNav }: { site: Site; showNav: boolean }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'SiteHeader' });
  const name = pickLocalized(site.company.name, site.locale);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <a href={site.homeLink} className="flex items-center gap-3">
          {site.company.logo && (
            // eslint-disable-next-line @next/next/no-img-element -- a small SVG logo; next/image adds nothing here
            <img src={site.company.logo} alt={t('logoAlt', { company: name })} width={180} height={48} className="h-12 w-auto" />
          )}
          <span className="text-lg font-semibold text-brand-800">{name}</span>
        </a>
        <div className="flex items-center gap-3">
          <LanguageSwitcher context={site.links} locales={site.locales} label={t('language')} />
          <AccountButton texts={MESSAGES[site.locale].Auth} dialogMessages={{ Auth: MESSAGES[site.locale].Auth, Ui: MESSAGES[site.locale].Ui }} />
        </div>
      </div>
      {showNav && (
        <div className="mx-auto max-w-7xl px-4 pb-2 lg:px-2">
          <MobileNav label={t('openMenu')}>
            <SiteNav menu={site.menu} label={t('navigation')} />
          </MobileNav>
        </div>
      )}
    </header>
  );
}
