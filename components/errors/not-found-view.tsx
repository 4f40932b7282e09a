import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { ErrorView } from './error-view';

/**
 * The 404 of SPEC 8 with a button back to the (company) home. The visitor reads the requested
 * path in the page's language; SPEC 8's 'Page Not Found: {fullPath}' goes to the console and to bots.
 */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return (
    <ErrorView
      status={404}
      title={t('notFound.title')}
      description={t('notFound.description')}
      pathTemplate={t.raw('notFound.requestedPath') as string}
      action={{ kind: 'home', label: t('common.returnToMain') }}
    />
  );
}
