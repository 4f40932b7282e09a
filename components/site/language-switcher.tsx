'use client';

import { usePathname } from 'next/navigation';
import { rememberLocale } from '@/lib/client/locale-cookie';
import { LOCALE_NAMES, type Locale } from '@/lib/i18n/locales';
import { sitePathFromPathname, switchLocaleLink, type SiteLinkContext } from '@/lib/tenants/links';

/** Offers only the company's locales (SPEC 2.1) and keeps the visitor on the same page. */
export function LanguageSwitcher({ context, locales, label }: { context: SiteLinkContext; locales: Locale[]; label: string }) {
  const sitePath = sitePathFromPathname(usePathname() ?? '/');
  if (locales.length < 2) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 text-sm">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={switchLocaleLink(context, sitePath, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === context.locale ? 'true' : undefined}
              onClick={() => rememberLocale(locale)}
              className="block rounded-md px-2 py-1 uppercase text-brand-800 hover:bg-brand-50 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
            >
              <abbr title={LOCALE_NAMES[locale]} className="no-underline">
                {locale}
              </abbr>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
