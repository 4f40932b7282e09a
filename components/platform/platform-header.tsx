import { getTranslations } from 'next-intl/server';
import { localePrefix, type Locale } from '@/lib/i18n/locales';

export async function PlatformHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Platform' });
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-4">
        <a href={localePrefix(locale) || '/'} className="flex items-center gap-2 text-lg font-semibold text-brand-800">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28">
            <rect width="28" height="28" rx="7" fill="#0f766e" />
            <path d="M11 6h6v5h5v6h-5v5h-6v-5H6v-6h5z" fill="#fff" />
          </svg>
          {t('title')}
        </a>
      </div>
    </header>
  );
}
