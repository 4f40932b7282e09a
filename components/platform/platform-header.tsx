import { getTranslations } from 'next-intl/server';
import { LOCALE_NAMES, LOCALES, localePrefix, type Locale } from '@/lib/i18n/locales';

type Props = {
  locale: Locale;
  /** The same page in each language (the platform home keeps its search); without it no switch is shown. */
  languageLinks?: Record<Locale, string>;
};

/**
 * The platform's header: its name, the sign-in (the account area) and the business area for
 * staff, and on pages that know their address in every language, the language switch. Plain
 * links rendered on the server: no script of ours on the platform's pages.
 */
export async function PlatformHeader({ locale, languageLinks }: Props) {
  const t = await getTranslations({ locale, namespace: 'Platform' });
  const h = await getTranslations({ locale, namespace: 'PlatformHome.header' });
  const prefix = localePrefix(locale);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <a href={prefix || '/'} className="mr-auto flex min-h-11 items-center gap-2 text-lg font-semibold text-brand-800">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
            <rect width="28" height="28" rx="7" fill="#0f766e" />
            <path d="M11 6h6v5h5v6h-5v5h-6v-5H6v-6h5z" fill="#fff" />
          </svg>
          {t('title')}
        </a>
        <nav aria-label={h('account')} className="flex items-center gap-1 text-sm font-medium">
          <a href={`${prefix}/pro`} className="hidden rounded-md px-3 py-2.5 text-brand-800 hover:bg-brand-50 sm:block">
            {h('pro')}
          </a>
          <a href={`${prefix}/profile`} className="block rounded-md border border-brand-700 px-3 py-2 text-brand-800 hover:bg-brand-50">
            {h('signIn')}
          </a>
        </nav>
        {languageLinks && (
          <nav aria-label={h('language')} className="w-full sm:w-auto">
            <ul className="flex gap-1 text-sm">
              {LOCALES.map((code) => (
                <li key={code}>
                  <a
                    href={languageLinks[code]}
                    lang={code}
                    aria-current={code === locale ? 'true' : undefined}
                    rel={code === locale ? undefined : 'nofollow'}
                    className="block rounded-md px-2.5 py-2 text-brand-800 hover:bg-brand-50 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
                  >
                    {LOCALE_NAMES[code]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
