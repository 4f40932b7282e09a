import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { ErrorView } from './error-view';

/** The 404 of SPEC 8: 'Page Not Found: {fullPath}' and a button back to the (company) home. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return (
    <ErrorView
      status={404}
      title={t('notFound.title')}
      description={t('notFound.description')}
      technicalTemplate={t.raw('notFound.technical') as string}
      action={{ kind: 'home', label: t('common.returnToMain') }}
    />
  );
}
