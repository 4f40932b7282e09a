'use client';

import { useParams } from 'next/navigation';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { errorTexts, errorVariant } from './error-texts';
import { ErrorView } from './error-view';

/**
 * Error boundaries render without the server's translations (the render that failed may
 * be the one that loads them), so their few texts ship with this component for every locale.
 */
export function ErrorBoundaryView({ error, status }: { error: Error; status?: number }) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : DEFAULT_LOCALE;
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  const variant = errorVariant(error, status, online);
  const texts = errorTexts(locale, variant);
  return (
    <main id="main">
      <ErrorView
        status={variant === 'network' ? 'network' : (status ?? 500)}
        title={texts.title}
        description={texts.description}
        statusLabel={variant === 'common' && status ? texts.status.replace('{status}', String(status)) : undefined}
        action={{ kind: 'reload', label: texts.reloadPage }}
      />
    </main>
  );
}
