'use client';

import { usePathname } from 'next/navigation';
import { Tooltip } from '@/components/ui/tooltip';
import { rememberLocale } from '@/lib/client/locale-cookie';
import { LOCALE_NAMES, type Locale } from '@/lib/i18n/locales';
import { sitePathFromPathname, switchLocaleLink, type SiteLinkContext } from '@/lib/tenants/links';

/**
 * Offers only the company's locales (SPEC 2.1) and keeps the visitor on the same page. Each
 * link shows a two-letter code: its name says the language too, and a tooltip shows it (SPEC 2.9).
 */
export function LanguageSwitcher({ context, locales, label }: { context: SiteLinkContext; locales: Locale[]; label: string }) {
  const sitePath = sitePathFromPathname(usePathname() ?? '/');
  if (locales.length < 2) return null;
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 text-sm">
        {locales.map((locale) => (
          <li key={locale}>
            <Tooltip content={LOCALE_NAMES[locale]} placement="bottom">
              <a
                href={switchLocaleLink(context, sitePath, locale)}
                hrefLang={locale}
                lang={locale}
                aria-label={`${locale} · ${LOCALE_NAMES[locale]}`}
                aria-current={locale === context.locale ? 'true' : undefined}
                onClick={() => rememberLocale(locale)}
                className="block min-w-9 rounded-md px-2 py-1.5 text-center uppercase text-brand-800 hover:bg-brand-50 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
              >
                {locale}
              </a>
            </Tooltip>
          </li>
        ))}
      </ul>
    </nav>
  );
}
