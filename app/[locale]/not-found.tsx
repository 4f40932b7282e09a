import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/not-found-view';
import { PlatformHeader } from '@/components/platform/platform-header';
import { isLocale } from '@/lib/i18n/locales';

/** A 404 outside any company site, and the company-not-found 404 (no company: platform branding). */
export default async function NotFound() {
  const current = await getLocale();
  const locale = isLocale(current) ? current : 'ru';
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return (
    <>
      <title>{t('notFound.title')}</title>
      <PlatformHeader locale={locale} />
      <main id="main">
        <NotFoundView locale={locale} />
      </main>
    </>
  );
}
